/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Pockets_NoneInputs */

const en_landing_pockets_none = /** @type {(inputs: Landing_Pockets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

const es_landing_pockets_none = /** @type {(inputs: Landing_Pockets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno`)
};

const fr_landing_pockets_none = /** @type {(inputs: Landing_Pockets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun`)
};

const de_landing_pockets_none = /** @type {(inputs: Landing_Pockets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine`)
};

const pt_br2_landing_pockets_none = /** @type {(inputs: Landing_Pockets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum`)
};

const it_landing_pockets_none = /** @type {(inputs: Landing_Pockets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuno`)
};

const ar_landing_pockets_none = /** @type {(inputs: Landing_Pockets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا شيء`)
};

/**
* | output |
* | --- |
* | "None" |
*
* @param {Landing_Pockets_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_pockets_none = /** @type {((inputs?: Landing_Pockets_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Pockets_NoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_pockets_none(inputs)
	if (locale === "fr") return fr_landing_pockets_none(inputs)
	if (locale === "de") return de_landing_pockets_none(inputs)
	if (locale === "pt-BR") return pt_br2_landing_pockets_none(inputs)
	if (locale === "it") return it_landing_pockets_none(inputs)
	if (locale === "ar") return ar_landing_pockets_none(inputs)
	return en_landing_pockets_none(inputs)
});