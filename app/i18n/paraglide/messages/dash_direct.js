/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_DirectInputs */

const en_dash_direct = /** @type {(inputs: Dash_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direct`)
};

const es_dash_direct = /** @type {(inputs: Dash_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directo`)
};

const fr_dash_direct = /** @type {(inputs: Dash_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direct`)
};

const de_dash_direct = /** @type {(inputs: Dash_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direkt`)
};

const pt_br2_dash_direct = /** @type {(inputs: Dash_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direto`)
};

const it_dash_direct = /** @type {(inputs: Dash_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diretto`)
};

const ar_dash_direct = /** @type {(inputs: Dash_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مباشر`)
};

/**
* | output |
* | --- |
* | "Direct" |
*
* @param {Dash_DirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_direct = /** @type {((inputs?: Dash_DirectInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_DirectInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_direct(inputs)
	if (locale === "fr") return fr_dash_direct(inputs)
	if (locale === "de") return de_dash_direct(inputs)
	if (locale === "pt-BR") return pt_br2_dash_direct(inputs)
	if (locale === "it") return it_dash_direct(inputs)
	if (locale === "ar") return ar_dash_direct(inputs)
	return en_dash_direct(inputs)
});