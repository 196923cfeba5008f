/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown> }} Profile_Rail_Code_AnyInputs */

const en_profile_rail_code_any = /** @type {(inputs: Profile_Rail_Code_AnyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.method} code, any amount`)
};

const es_profile_rail_code_any = /** @type {(inputs: Profile_Rail_Code_AnyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código ${i?.method}, cualquier importe`)
};

const fr_profile_rail_code_any = /** @type {(inputs: Profile_Rail_Code_AnyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code ${i?.method}, montant libre`)
};

const de_profile_rail_code_any = /** @type {(inputs: Profile_Rail_Code_AnyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.method}-Code, beliebiger Betrag`)
};

const pt_br2_profile_rail_code_any = /** @type {(inputs: Profile_Rail_Code_AnyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código ${i?.method}, qualquer valor`)
};

const it_profile_rail_code_any = /** @type {(inputs: Profile_Rail_Code_AnyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Codice ${i?.method}, importo libero`)
};

const ar_profile_rail_code_any = /** @type {(inputs: Profile_Rail_Code_AnyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رمز ${i?.method}، أي مبلغ`)
};

/**
* | output |
* | --- |
* | "{method} code, any amount" |
*
* @param {Profile_Rail_Code_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_rail_code_any = /** @type {((inputs: Profile_Rail_Code_AnyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Rail_Code_AnyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_rail_code_any(inputs)
	if (locale === "fr") return fr_profile_rail_code_any(inputs)
	if (locale === "de") return de_profile_rail_code_any(inputs)
	if (locale === "pt-BR") return pt_br2_profile_rail_code_any(inputs)
	if (locale === "it") return it_profile_rail_code_any(inputs)
	if (locale === "ar") return ar_profile_rail_code_any(inputs)
	return en_profile_rail_code_any(inputs)
});