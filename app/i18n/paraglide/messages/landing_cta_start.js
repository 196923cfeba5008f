/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Cta_StartInputs */

const en_landing_cta_start = /** @type {(inputs: Landing_Cta_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start getting tipped`)
};

const es_landing_cta_start = /** @type {(inputs: Landing_Cta_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza a recibir propinas`)
};

const fr_landing_cta_start = /** @type {(inputs: Landing_Cta_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencez à recevoir des pourboires`)
};

const de_landing_cta_start = /** @type {(inputs: Landing_Cta_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fang an, Trinkgeld zu bekommen`)
};

const pt_br2_landing_cta_start = /** @type {(inputs: Landing_Cta_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comece a receber gorjetas`)
};

const it_landing_cta_start = /** @type {(inputs: Landing_Cta_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inizia a ricevere mance`)
};

const ar_landing_cta_start = /** @type {(inputs: Landing_Cta_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابدأ في تلقي البقشيش`)
};

/**
* | output |
* | --- |
* | "Start getting tipped" |
*
* @param {Landing_Cta_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_cta_start = /** @type {((inputs?: Landing_Cta_StartInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Cta_StartInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_cta_start(inputs)
	if (locale === "fr") return fr_landing_cta_start(inputs)
	if (locale === "de") return de_landing_cta_start(inputs)
	if (locale === "pt-BR") return pt_br2_landing_cta_start(inputs)
	if (locale === "it") return it_landing_cta_start(inputs)
	if (locale === "ar") return ar_landing_cta_start(inputs)
	return en_landing_cta_start(inputs)
});