/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Sign_CompleteInputs */

const en_owner_sign_complete = /** @type {(inputs: Owner_Sign_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete your profile`)
};

const es_owner_sign_complete = /** @type {(inputs: Owner_Sign_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completa tu perfil`)
};

const fr_owner_sign_complete = /** @type {(inputs: Owner_Sign_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compléter votre profil`)
};

const de_owner_sign_complete = /** @type {(inputs: Owner_Sign_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil vervollständigen`)
};

const pt_br2_owner_sign_complete = /** @type {(inputs: Owner_Sign_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completar seu perfil`)
};

const it_owner_sign_complete = /** @type {(inputs: Owner_Sign_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completa il profilo`)
};

const ar_owner_sign_complete = /** @type {(inputs: Owner_Sign_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكمل ملفك`)
};

/**
* | output |
* | --- |
* | "Complete your profile" |
*
* @param {Owner_Sign_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_sign_complete = /** @type {((inputs?: Owner_Sign_CompleteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Sign_CompleteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_sign_complete(inputs)
	if (locale === "fr") return fr_owner_sign_complete(inputs)
	if (locale === "de") return de_owner_sign_complete(inputs)
	if (locale === "pt-BR") return pt_br2_owner_sign_complete(inputs)
	if (locale === "it") return it_owner_sign_complete(inputs)
	if (locale === "ar") return ar_owner_sign_complete(inputs)
	return en_owner_sign_complete(inputs)
});