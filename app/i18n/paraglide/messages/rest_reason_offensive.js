/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Reason_OffensiveInputs */

const en_rest_reason_offensive = /** @type {(inputs: Rest_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offensive content`)
};

const es_rest_reason_offensive = /** @type {(inputs: Rest_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenido ofensivo`)
};

const fr_rest_reason_offensive = /** @type {(inputs: Rest_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu offensant`)
};

const de_rest_reason_offensive = /** @type {(inputs: Rest_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anstößige Inhalte`)
};

const pt_br2_rest_reason_offensive = /** @type {(inputs: Rest_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conteúdo ofensivo`)
};

const it_rest_reason_offensive = /** @type {(inputs: Rest_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenuti offensivi`)
};

const ar_rest_reason_offensive = /** @type {(inputs: Rest_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محتوى مسيء`)
};

/**
* | output |
* | --- |
* | "Offensive content" |
*
* @param {Rest_Reason_OffensiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_reason_offensive = /** @type {((inputs?: Rest_Reason_OffensiveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Reason_OffensiveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_reason_offensive(inputs)
	if (locale === "fr") return fr_rest_reason_offensive(inputs)
	if (locale === "de") return de_rest_reason_offensive(inputs)
	if (locale === "pt-BR") return pt_br2_rest_reason_offensive(inputs)
	if (locale === "it") return it_rest_reason_offensive(inputs)
	if (locale === "ar") return ar_rest_reason_offensive(inputs)
	return en_rest_reason_offensive(inputs)
});