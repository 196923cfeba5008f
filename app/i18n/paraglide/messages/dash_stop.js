/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_StopInputs */

const en_dash_stop = /** @type {(inputs: Dash_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop`)
};

const es_dash_stop = /** @type {(inputs: Dash_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parar`)
};

const fr_dash_stop = /** @type {(inputs: Dash_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrêter`)
};

const de_dash_stop = /** @type {(inputs: Dash_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopp`)
};

const pt_br2_dash_stop = /** @type {(inputs: Dash_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parar`)
};

const it_dash_stop = /** @type {(inputs: Dash_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ferma`)
};

const ar_dash_stop = /** @type {(inputs: Dash_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف`)
};

/**
* | output |
* | --- |
* | "Stop" |
*
* @param {Dash_StopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_stop = /** @type {((inputs?: Dash_StopInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_StopInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_stop(inputs)
	if (locale === "fr") return fr_dash_stop(inputs)
	if (locale === "de") return de_dash_stop(inputs)
	if (locale === "pt-BR") return pt_br2_dash_stop(inputs)
	if (locale === "it") return it_dash_stop(inputs)
	if (locale === "ar") return ar_dash_stop(inputs)
	return en_dash_stop(inputs)
});