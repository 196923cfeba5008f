/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Sign_Finish_FirstInputs */

const en_owner_sign_finish_first = /** @type {(inputs: Owner_Sign_Finish_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish your profile first: the sign is made from it.`)
};

const es_owner_sign_finish_first = /** @type {(inputs: Owner_Sign_Finish_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completa antes tu perfil: el cartel se hace a partir de él.`)
};

const fr_owner_sign_finish_first = /** @type {(inputs: Owner_Sign_Finish_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminez d’abord votre profil : le panneau est fait à partir de lui.`)
};

const de_owner_sign_finish_first = /** @type {(inputs: Owner_Sign_Finish_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vervollständige zuerst dein Profil: das Schild entsteht daraus.`)
};

const pt_br2_owner_sign_finish_first = /** @type {(inputs: Owner_Sign_Finish_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete seu perfil primeiro: a placa é feita a partir dele.`)
};

const it_owner_sign_finish_first = /** @type {(inputs: Owner_Sign_Finish_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completa prima il profilo: il cartello nasce da lì.`)
};

const ar_owner_sign_finish_first = /** @type {(inputs: Owner_Sign_Finish_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكمل ملفك أولًا: اللافتة تُصنع منه.`)
};

/**
* | output |
* | --- |
* | "Finish your profile first: the sign is made from it." |
*
* @param {Owner_Sign_Finish_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_sign_finish_first = /** @type {((inputs?: Owner_Sign_Finish_FirstInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Sign_Finish_FirstInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_sign_finish_first(inputs)
	if (locale === "fr") return fr_owner_sign_finish_first(inputs)
	if (locale === "de") return de_owner_sign_finish_first(inputs)
	if (locale === "pt-BR") return pt_br2_owner_sign_finish_first(inputs)
	if (locale === "it") return it_owner_sign_finish_first(inputs)
	if (locale === "ar") return ar_owner_sign_finish_first(inputs)
	return en_owner_sign_finish_first(inputs)
});