/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Copy_CodeInputs */

const en_profile_copy_code = /** @type {(inputs: Profile_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy code`)
};

const es_profile_copy_code = /** @type {(inputs: Profile_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar código`)
};

const fr_profile_copy_code = /** @type {(inputs: Profile_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le code`)
};

const de_profile_copy_code = /** @type {(inputs: Profile_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code kopieren`)
};

const pt_br2_profile_copy_code = /** @type {(inputs: Profile_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar código`)
};

const it_profile_copy_code = /** @type {(inputs: Profile_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copia codice`)
};

const ar_profile_copy_code = /** @type {(inputs: Profile_Copy_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسخ الرمز`)
};

/**
* | output |
* | --- |
* | "Copy code" |
*
* @param {Profile_Copy_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_copy_code = /** @type {((inputs?: Profile_Copy_CodeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Copy_CodeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_copy_code(inputs)
	if (locale === "fr") return fr_profile_copy_code(inputs)
	if (locale === "de") return de_profile_copy_code(inputs)
	if (locale === "pt-BR") return pt_br2_profile_copy_code(inputs)
	if (locale === "it") return it_profile_copy_code(inputs)
	if (locale === "ar") return ar_profile_copy_code(inputs)
	return en_profile_copy_code(inputs)
});