/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, count: NonNullable<unknown> }} Insights_Sessions_MoreInputs */

const en_insights_sessions_more = /** @type {(inputs: Insights_Sessions_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The latest ${i?.shown} of ${i?.count} sessions in this range. The CSV has every one.`)
};

const es_insights_sessions_more = /** @type {(inputs: Insights_Sessions_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las ${i?.shown} sesiones más recientes de ${i?.count} en este periodo. El CSV las tiene todas.`)
};

const fr_insights_sessions_more = /** @type {(inputs: Insights_Sessions_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ${i?.shown} dernières sessions sur ${i?.count} de cette période. Le CSV les contient toutes.`)
};

const de_insights_sessions_more = /** @type {(inputs: Insights_Sessions_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die neuesten ${i?.shown} von ${i?.count} Sessions in diesem Zeitraum. Die CSV-Datei enthält alle.`)
};

const pt_br2_insights_sessions_more = /** @type {(inputs: Insights_Sessions_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As ${i?.shown} sessões mais recentes de ${i?.count} neste período. O CSV tem todas.`)
};

const it_insights_sessions_more = /** @type {(inputs: Insights_Sessions_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le ${i?.shown} sessioni più recenti su ${i?.count} in questo periodo. Il CSV le contiene tutte.`)
};

const ar_insights_sessions_more = /** @type {(inputs: Insights_Sessions_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أحدث ${i?.shown} من ${i?.count} جلسة في هذه الفترة. ملف CSV يضمها كلها.`)
};

/**
* | output |
* | --- |
* | "The latest {shown} of {count} sessions in this range. The CSV has every one." |
*
* @param {Insights_Sessions_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_sessions_more = /** @type {((inputs: Insights_Sessions_MoreInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Sessions_MoreInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_sessions_more(inputs)
	if (locale === "fr") return fr_insights_sessions_more(inputs)
	if (locale === "de") return de_insights_sessions_more(inputs)
	if (locale === "pt-BR") return pt_br2_insights_sessions_more(inputs)
	if (locale === "it") return it_insights_sessions_more(inputs)
	if (locale === "ar") return ar_insights_sessions_more(inputs)
	return en_insights_sessions_more(inputs)
});