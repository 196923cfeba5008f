/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown>, amount: NonNullable<unknown> }} Profile_Rail_Code_ForInputs */

const en_profile_rail_code_for = /** @type {(inputs: Profile_Rail_Code_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.method} code for ${i?.amount}`)
};

const es_profile_rail_code_for = /** @type {(inputs: Profile_Rail_Code_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código ${i?.method} para ${i?.amount}`)
};

const fr_profile_rail_code_for = /** @type {(inputs: Profile_Rail_Code_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code ${i?.method} pour ${i?.amount}`)
};

const de_profile_rail_code_for = /** @type {(inputs: Profile_Rail_Code_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.method}-Code für ${i?.amount}`)
};

const pt_br2_profile_rail_code_for = /** @type {(inputs: Profile_Rail_Code_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código ${i?.method} para ${i?.amount}`)
};

const it_profile_rail_code_for = /** @type {(inputs: Profile_Rail_Code_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Codice ${i?.method} per ${i?.amount}`)
};

const ar_profile_rail_code_for = /** @type {(inputs: Profile_Rail_Code_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رمز ${i?.method} لمبلغ ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "{method} code for {amount}" |
*
* @param {Profile_Rail_Code_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_rail_code_for = /** @type {((inputs: Profile_Rail_Code_ForInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Rail_Code_ForInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_rail_code_for(inputs)
	if (locale === "fr") return fr_profile_rail_code_for(inputs)
	if (locale === "de") return de_profile_rail_code_for(inputs)
	if (locale === "pt-BR") return pt_br2_profile_rail_code_for(inputs)
	if (locale === "it") return it_profile_rail_code_for(inputs)
	if (locale === "ar") return ar_profile_rail_code_for(inputs)
	return en_profile_rail_code_for(inputs)
});