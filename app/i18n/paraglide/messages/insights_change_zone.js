/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_Change_ZoneInputs */

const en_insights_change_zone = /** @type {(inputs: Insights_Change_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change time zone`)
};

const es_insights_change_zone = /** @type {(inputs: Insights_Change_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar zona horaria`)
};

const fr_insights_change_zone = /** @type {(inputs: Insights_Change_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le fuseau horaire`)
};

const de_insights_change_zone = /** @type {(inputs: Insights_Change_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitzone ändern`)
};

const pt_br2_insights_change_zone = /** @type {(inputs: Insights_Change_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar fuso horário`)
};

const it_insights_change_zone = /** @type {(inputs: Insights_Change_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambia fuso orario`)
};

const ar_insights_change_zone = /** @type {(inputs: Insights_Change_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير المنطقة الزمنية`)
};

/**
* | output |
* | --- |
* | "Change time zone" |
*
* @param {Insights_Change_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_change_zone = /** @type {((inputs?: Insights_Change_ZoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Change_ZoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_change_zone(inputs)
	if (locale === "fr") return fr_insights_change_zone(inputs)
	if (locale === "de") return de_insights_change_zone(inputs)
	if (locale === "pt-BR") return pt_br2_insights_change_zone(inputs)
	if (locale === "it") return it_insights_change_zone(inputs)
	if (locale === "ar") return ar_insights_change_zone(inputs)
	return en_insights_change_zone(inputs)
});