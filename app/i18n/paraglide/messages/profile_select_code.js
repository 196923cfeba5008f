/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Select_CodeInputs */

const en_profile_select_code = /** @type {(inputs: Profile_Select_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select the code and copy it`)
};

const es_profile_select_code = /** @type {(inputs: Profile_Select_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecciona el código y cópialo`)
};

const fr_profile_select_code = /** @type {(inputs: Profile_Select_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélectionnez le code et copiez-le`)
};

const de_profile_select_code = /** @type {(inputs: Profile_Select_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markiere den Code und kopiere ihn`)
};

const pt_br2_profile_select_code = /** @type {(inputs: Profile_Select_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione o código e copie`)
};

const it_profile_select_code = /** @type {(inputs: Profile_Select_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleziona il codice e copialo`)
};

const ar_profile_select_code = /** @type {(inputs: Profile_Select_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدد الرمز وانسخه`)
};

/**
* | output |
* | --- |
* | "Select the code and copy it" |
*
* @param {Profile_Select_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_select_code = /** @type {((inputs?: Profile_Select_CodeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Select_CodeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_select_code(inputs)
	if (locale === "fr") return fr_profile_select_code(inputs)
	if (locale === "de") return de_profile_select_code(inputs)
	if (locale === "pt-BR") return pt_br2_profile_select_code(inputs)
	if (locale === "it") return it_profile_select_code(inputs)
	if (locale === "ar") return ar_profile_select_code(inputs)
	return en_profile_select_code(inputs)
});