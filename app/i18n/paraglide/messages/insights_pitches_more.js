/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, count: NonNullable<unknown> }} Insights_Pitches_MoreInputs */

const en_insights_pitches_more = /** @type {(inputs: Insights_Pitches_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.shown} pitches with the most scans, of ${i?.count} in this range. The CSV has every one.`)
};

const es_insights_pitches_more = /** @type {(inputs: Insights_Pitches_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los ${i?.shown} lugares con más escaneos, de ${i?.count} en este periodo. El CSV los tiene todos.`)
};

const fr_insights_pitches_more = /** @type {(inputs: Insights_Pitches_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ${i?.shown} emplacements les plus scannés, sur ${i?.count} de cette période. Le CSV les contient tous.`)
};

const de_insights_pitches_more = /** @type {(inputs: Insights_Pitches_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die ${i?.shown} Spielorte mit den meisten Scans, von ${i?.count} in diesem Zeitraum. Die CSV-Datei enthält alle.`)
};

const pt_br2_insights_pitches_more = /** @type {(inputs: Insights_Pitches_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Os ${i?.shown} pontos com mais leituras, de ${i?.count} neste período. O CSV tem todos.`)
};

const it_insights_pitches_more = /** @type {(inputs: Insights_Pitches_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le ${i?.shown} postazioni con più scansioni, su ${i?.count} in questo periodo. Il CSV le contiene tutte.`)
};

const ar_insights_pitches_more = /** @type {(inputs: Insights_Pitches_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أكثر ${i?.shown} أماكن مسحًا، من ${i?.count} في هذه الفترة. ملف CSV يضمها كلها.`)
};

/**
* | output |
* | --- |
* | "The {shown} pitches with the most scans, of {count} in this range. The CSV has every one." |
*
* @param {Insights_Pitches_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_pitches_more = /** @type {((inputs: Insights_Pitches_MoreInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Pitches_MoreInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_pitches_more(inputs)
	if (locale === "fr") return fr_insights_pitches_more(inputs)
	if (locale === "de") return de_insights_pitches_more(inputs)
	if (locale === "pt-BR") return pt_br2_insights_pitches_more(inputs)
	if (locale === "it") return it_insights_pitches_more(inputs)
	if (locale === "ar") return ar_insights_pitches_more(inputs)
	return en_insights_pitches_more(inputs)
});