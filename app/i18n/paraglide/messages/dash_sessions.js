/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_SessionsInputs */

const en_dash_sessions = /** @type {(inputs: Dash_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

const es_dash_sessions = /** @type {(inputs: Dash_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesiones`)
};

const fr_dash_sessions = /** @type {(inputs: Dash_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

const de_dash_sessions = /** @type {(inputs: Dash_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

const pt_br2_dash_sessions = /** @type {(inputs: Dash_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessões`)
};

const it_dash_sessions = /** @type {(inputs: Dash_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessioni`)
};

const ar_dash_sessions = /** @type {(inputs: Dash_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الجلسات`)
};

/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Dash_SessionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_sessions = /** @type {((inputs?: Dash_SessionsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_SessionsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_sessions(inputs)
	if (locale === "fr") return fr_dash_sessions(inputs)
	if (locale === "de") return de_dash_sessions(inputs)
	if (locale === "pt-BR") return pt_br2_dash_sessions(inputs)
	if (locale === "it") return it_dash_sessions(inputs)
	if (locale === "ar") return ar_dash_sessions(inputs)
	return en_dash_sessions(inputs)
});