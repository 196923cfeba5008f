/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Dash_This_MonthInputs */

const en_owner_dash_this_month = /** @type {(inputs: Owner_Dash_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Month`)
};

const es_owner_dash_this_month = /** @type {(inputs: Owner_Dash_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este mes`)
};

const fr_owner_dash_this_month = /** @type {(inputs: Owner_Dash_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mois-ci`)
};

const de_owner_dash_this_month = /** @type {(inputs: Owner_Dash_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Monat`)
};

const pt_br2_owner_dash_this_month = /** @type {(inputs: Owner_Dash_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este mês`)
};

const it_owner_dash_this_month = /** @type {(inputs: Owner_Dash_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo mese`)
};

const ar_owner_dash_this_month = /** @type {(inputs: Owner_Dash_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الشهر`)
};

/**
* | output |
* | --- |
* | "This Month" |
*
* @param {Owner_Dash_This_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_this_month = /** @type {((inputs?: Owner_Dash_This_MonthInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_This_MonthInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_this_month(inputs)
	if (locale === "fr") return fr_owner_dash_this_month(inputs)
	if (locale === "de") return de_owner_dash_this_month(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_this_month(inputs)
	if (locale === "it") return it_owner_dash_this_month(inputs)
	if (locale === "ar") return ar_owner_dash_this_month(inputs)
	return en_owner_dash_this_month(inputs)
});