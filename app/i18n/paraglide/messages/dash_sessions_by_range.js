/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sessions_By_RangeInputs */

const en_dash_sessions_by_range = /** @type {(inputs: Dash_Sessions_By_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every session, by date range`)
};

const es_dash_sessions_by_range = /** @type {(inputs: Dash_Sessions_By_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las sesiones, por periodo`)
};

const fr_dash_sessions_by_range = /** @type {(inputs: Dash_Sessions_By_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les sessions, par période`)
};

const de_dash_sessions_by_range = /** @type {(inputs: Dash_Sessions_By_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Sessions, nach Zeitraum`)
};

const pt_br2_dash_sessions_by_range = /** @type {(inputs: Dash_Sessions_By_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as sessões, por período`)
};

const it_dash_sessions_by_range = /** @type {(inputs: Dash_Sessions_By_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutte le sessioni, per periodo`)
};

const ar_dash_sessions_by_range = /** @type {(inputs: Dash_Sessions_By_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل الجلسات، حسب الفترة`)
};

/**
* | output |
* | --- |
* | "Every session, by date range" |
*
* @param {Dash_Sessions_By_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_by_range = /** @type {((inputs?: Dash_Sessions_By_RangeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sessions_By_RangeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_sessions_by_range(inputs)
	if (locale === "fr") return fr_dash_sessions_by_range(inputs)
	if (locale === "de") return de_dash_sessions_by_range(inputs)
	if (locale === "pt-BR") return pt_br2_dash_sessions_by_range(inputs)
	if (locale === "it") return it_dash_sessions_by_range(inputs)
	if (locale === "ar") return ar_dash_sessions_by_range(inputs)
	return en_dash_sessions_by_range(inputs)
});