/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Fan_AlreadyInputs */

const en_profile_fan_already = /** @type {(inputs: Profile_Fan_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You had already confirmed: you are on the list once.`)
};

const es_profile_fan_already = /** @type {(inputs: Profile_Fan_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya lo habías confirmado: estás en la lista una sola vez.`)
};

const fr_profile_fan_already = /** @type {(inputs: Profile_Fan_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous aviez déjà confirmé : vous êtes sur la liste une seule fois.`)
};

const de_profile_fan_already = /** @type {(inputs: Profile_Fan_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hattest schon bestätigt: Du stehst einmal auf der Liste.`)
};

const pt_br2_profile_fan_already = /** @type {(inputs: Profile_Fan_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você já tinha confirmado: está na lista uma única vez.`)
};

const it_profile_fan_already = /** @type {(inputs: Profile_Fan_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avevi già confermato: sei nella lista una volta sola.`)
};

const ar_profile_fan_already = /** @type {(inputs: Profile_Fan_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لقد أكدت من قبل: اسمك في القائمة مرة واحدة.`)
};

/**
* | output |
* | --- |
* | "You had already confirmed: you are on the list once." |
*
* @param {Profile_Fan_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_fan_already = /** @type {((inputs?: Profile_Fan_AlreadyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Fan_AlreadyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_fan_already(inputs)
	if (locale === "fr") return fr_profile_fan_already(inputs)
	if (locale === "de") return de_profile_fan_already(inputs)
	if (locale === "pt-BR") return pt_br2_profile_fan_already(inputs)
	if (locale === "it") return it_profile_fan_already(inputs)
	if (locale === "ar") return ar_profile_fan_already(inputs)
	return en_profile_fan_already(inputs)
});