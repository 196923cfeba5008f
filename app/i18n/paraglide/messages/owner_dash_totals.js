/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Dash_TotalsInputs */

const en_owner_dash_totals = /** @type {(inputs: Owner_Dash_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totals`)
};

const es_owner_dash_totals = /** @type {(inputs: Owner_Dash_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totales`)
};

const fr_owner_dash_totals = /** @type {(inputs: Owner_Dash_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaux`)
};

const de_owner_dash_totals = /** @type {(inputs: Owner_Dash_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summen`)
};

const pt_br2_owner_dash_totals = /** @type {(inputs: Owner_Dash_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totais`)
};

const it_owner_dash_totals = /** @type {(inputs: Owner_Dash_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totali`)
};

const ar_owner_dash_totals = /** @type {(inputs: Owner_Dash_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المجاميع`)
};

/**
* | output |
* | --- |
* | "Totals" |
*
* @param {Owner_Dash_TotalsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_totals = /** @type {((inputs?: Owner_Dash_TotalsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_TotalsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_totals(inputs)
	if (locale === "fr") return fr_owner_dash_totals(inputs)
	if (locale === "de") return de_owner_dash_totals(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_totals(inputs)
	if (locale === "it") return it_owner_dash_totals(inputs)
	if (locale === "ar") return ar_owner_dash_totals(inputs)
	return en_owner_dash_totals(inputs)
});