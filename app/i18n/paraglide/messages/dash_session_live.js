/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Session_LiveInputs */

const en_dash_session_live = /** @type {(inputs: Dash_Session_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`live`)
};

const es_dash_session_live = /** @type {(inputs: Dash_Session_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en directo`)
};

const fr_dash_session_live = /** @type {(inputs: Dash_Session_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en direct`)
};

const de_dash_session_live = /** @type {(inputs: Dash_Session_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`live`)
};

const pt_br2_dash_session_live = /** @type {(inputs: Dash_Session_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ao vivo`)
};

const it_dash_session_live = /** @type {(inputs: Dash_Session_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in corso`)
};

const ar_dash_session_live = /** @type {(inputs: Dash_Session_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مباشر`)
};

/**
* | output |
* | --- |
* | "live" |
*
* @param {Dash_Session_LiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_session_live = /** @type {((inputs?: Dash_Session_LiveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Session_LiveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_session_live(inputs)
	if (locale === "fr") return fr_dash_session_live(inputs)
	if (locale === "de") return de_dash_session_live(inputs)
	if (locale === "pt-BR") return pt_br2_dash_session_live(inputs)
	if (locale === "it") return it_dash_session_live(inputs)
	if (locale === "ar") return ar_dash_session_live(inputs)
	return en_dash_session_live(inputs)
});