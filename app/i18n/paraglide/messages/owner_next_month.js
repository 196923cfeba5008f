/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Next_MonthInputs */

const en_owner_next_month = /** @type {(inputs: Owner_Next_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next month`)
};

const es_owner_next_month = /** @type {(inputs: Owner_Next_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes siguiente`)
};

const fr_owner_next_month = /** @type {(inputs: Owner_Next_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois suivant`)
};

const de_owner_next_month = /** @type {(inputs: Owner_Next_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächster Monat`)
};

const pt_br2_owner_next_month = /** @type {(inputs: Owner_Next_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximo mês`)
};

const it_owner_next_month = /** @type {(inputs: Owner_Next_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mese successivo`)
};

const ar_owner_next_month = /** @type {(inputs: Owner_Next_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الشهر التالي`)
};

/**
* | output |
* | --- |
* | "Next month" |
*
* @param {Owner_Next_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_next_month = /** @type {((inputs?: Owner_Next_MonthInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Next_MonthInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_next_month(inputs)
	if (locale === "fr") return fr_owner_next_month(inputs)
	if (locale === "de") return de_owner_next_month(inputs)
	if (locale === "pt-BR") return pt_br2_owner_next_month(inputs)
	if (locale === "it") return it_owner_next_month(inputs)
	if (locale === "ar") return ar_owner_next_month(inputs)
	return en_owner_next_month(inputs)
});