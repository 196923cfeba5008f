/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Prev_MonthInputs */

const en_owner_prev_month = /** @type {(inputs: Owner_Prev_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous month`)
};

const es_owner_prev_month = /** @type {(inputs: Owner_Prev_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes anterior`)
};

const fr_owner_prev_month = /** @type {(inputs: Owner_Prev_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois précédent`)
};

const de_owner_prev_month = /** @type {(inputs: Owner_Prev_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorheriger Monat`)
};

const pt_br2_owner_prev_month = /** @type {(inputs: Owner_Prev_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mês anterior`)
};

const it_owner_prev_month = /** @type {(inputs: Owner_Prev_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mese precedente`)
};

const ar_owner_prev_month = /** @type {(inputs: Owner_Prev_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الشهر السابق`)
};

/**
* | output |
* | --- |
* | "Previous month" |
*
* @param {Owner_Prev_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_prev_month = /** @type {((inputs?: Owner_Prev_MonthInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Prev_MonthInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_prev_month(inputs)
	if (locale === "fr") return fr_owner_prev_month(inputs)
	if (locale === "de") return de_owner_prev_month(inputs)
	if (locale === "pt-BR") return pt_br2_owner_prev_month(inputs)
	if (locale === "it") return it_owner_prev_month(inputs)
	if (locale === "ar") return ar_owner_prev_month(inputs)
	return en_owner_prev_month(inputs)
});