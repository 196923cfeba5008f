/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Start_SessionInputs */

const en_dash_start_session = /** @type {(inputs: Dash_Start_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start session`)
};

const es_dash_start_session = /** @type {(inputs: Dash_Start_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar sesión`)
};

const fr_dash_start_session = /** @type {(inputs: Dash_Start_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démarrer la session`)
};

const de_dash_start_session = /** @type {(inputs: Dash_Start_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session starten`)
};

const pt_br2_dash_start_session = /** @type {(inputs: Dash_Start_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sessão`)
};

const it_dash_start_session = /** @type {(inputs: Dash_Start_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avvia sessione`)
};

const ar_dash_start_session = /** @type {(inputs: Dash_Start_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابدأ الجلسة`)
};

/**
* | output |
* | --- |
* | "Start session" |
*
* @param {Dash_Start_SessionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_start_session = /** @type {((inputs?: Dash_Start_SessionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Start_SessionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_start_session(inputs)
	if (locale === "fr") return fr_dash_start_session(inputs)
	if (locale === "de") return de_dash_start_session(inputs)
	if (locale === "pt-BR") return pt_br2_dash_start_session(inputs)
	if (locale === "it") return it_dash_start_session(inputs)
	if (locale === "ar") return ar_dash_start_session(inputs)
	return en_dash_start_session(inputs)
});