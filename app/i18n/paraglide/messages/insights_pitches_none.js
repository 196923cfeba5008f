/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_Pitches_NoneInputs */

const en_insights_pitches_none = /** @type {(inputs: Insights_Pitches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No scans, clicks or tips through a pitch in this range.`)
};

const es_insights_pitches_none = /** @type {(inputs: Insights_Pitches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún escaneo, clic ni propina a través de un lugar en este periodo.`)
};

const fr_insights_pitches_none = /** @type {(inputs: Insights_Pitches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun scan, clic ni pourboire par un emplacement sur cette période.`)
};

const de_insights_pitches_none = /** @type {(inputs: Insights_Pitches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Scans, Klicks oder Trinkgelder über einen Spielort in diesem Zeitraum.`)
};

const pt_br2_insights_pitches_none = /** @type {(inputs: Insights_Pitches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma leitura, clique ou gorjeta por um ponto neste período.`)
};

const it_insights_pitches_none = /** @type {(inputs: Insights_Pitches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna scansione, clic o mancia tramite una postazione in questo periodo.`)
};

const ar_insights_pitches_none = /** @type {(inputs: Insights_Pitches_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا مسح ولا نقرة ولا إكرامية عبر مكان في هذه الفترة.`)
};

/**
* | output |
* | --- |
* | "No scans, clicks or tips through a pitch in this range." |
*
* @param {Insights_Pitches_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_pitches_none = /** @type {((inputs?: Insights_Pitches_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Pitches_NoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_pitches_none(inputs)
	if (locale === "fr") return fr_insights_pitches_none(inputs)
	if (locale === "de") return de_insights_pitches_none(inputs)
	if (locale === "pt-BR") return pt_br2_insights_pitches_none(inputs)
	if (locale === "it") return it_insights_pitches_none(inputs)
	if (locale === "ar") return ar_insights_pitches_none(inputs)
	return en_insights_pitches_none(inputs)
});