/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Social_HintInputs */

const en_owner_social_hint = /** @type {(inputs: Owner_Social_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste a full link or just your username.`)
};

const es_owner_social_hint = /** @type {(inputs: Owner_Social_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pega un enlace completo o solo tu usuario.`)
};

const fr_owner_social_hint = /** @type {(inputs: Owner_Social_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collez un lien complet ou juste votre nom d’utilisateur.`)
};

const de_owner_social_hint = /** @type {(inputs: Owner_Social_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Füge einen vollständigen Link oder nur deinen Nutzernamen ein.`)
};

const pt_br2_owner_social_hint = /** @type {(inputs: Owner_Social_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cole um link completo ou só seu nome de usuário.`)
};

const it_owner_social_hint = /** @type {(inputs: Owner_Social_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incolla un link completo o solo il tuo nome utente.`)
};

const ar_owner_social_hint = /** @type {(inputs: Owner_Social_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصق رابطًا كاملًا أو اسم المستخدم فقط.`)
};

/**
* | output |
* | --- |
* | "Paste a full link or just your username." |
*
* @param {Owner_Social_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_social_hint = /** @type {((inputs?: Owner_Social_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Social_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_social_hint(inputs)
	if (locale === "fr") return fr_owner_social_hint(inputs)
	if (locale === "de") return de_owner_social_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_social_hint(inputs)
	if (locale === "it") return it_owner_social_hint(inputs)
	if (locale === "ar") return ar_owner_social_hint(inputs)
	return en_owner_social_hint(inputs)
});