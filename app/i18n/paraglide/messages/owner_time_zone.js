/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Time_ZoneInputs */

const en_owner_time_zone = /** @type {(inputs: Owner_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

const es_owner_time_zone = /** @type {(inputs: Owner_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona horaria`)
};

const fr_owner_time_zone = /** @type {(inputs: Owner_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuseau horaire`)
};

const de_owner_time_zone = /** @type {(inputs: Owner_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitzone`)
};

const pt_br2_owner_time_zone = /** @type {(inputs: Owner_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuso horário`)
};

const it_owner_time_zone = /** @type {(inputs: Owner_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuso orario`)
};

const ar_owner_time_zone = /** @type {(inputs: Owner_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المنطقة الزمنية`)
};

/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Owner_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_time_zone = /** @type {((inputs?: Owner_Time_ZoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Time_ZoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_time_zone(inputs)
	if (locale === "fr") return fr_owner_time_zone(inputs)
	if (locale === "de") return de_owner_time_zone(inputs)
	if (locale === "pt-BR") return pt_br2_owner_time_zone(inputs)
	if (locale === "it") return it_owner_time_zone(inputs)
	if (locale === "ar") return ar_owner_time_zone(inputs)
	return en_owner_time_zone(inputs)
});