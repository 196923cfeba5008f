/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Dash_Amounts_ChosenInputs */

const en_owner_dash_amounts_chosen = /** @type {(inputs: Owner_Dash_Amounts_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amounts chosen`)
};

const es_owner_dash_amounts_chosen = /** @type {(inputs: Owner_Dash_Amounts_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importes elegidos`)
};

const fr_owner_dash_amounts_chosen = /** @type {(inputs: Owner_Dash_Amounts_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montants choisis`)
};

const de_owner_dash_amounts_chosen = /** @type {(inputs: Owner_Dash_Amounts_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewählte Beträge`)
};

const pt_br2_owner_dash_amounts_chosen = /** @type {(inputs: Owner_Dash_Amounts_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valores escolhidos`)
};

const it_owner_dash_amounts_chosen = /** @type {(inputs: Owner_Dash_Amounts_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importi scelti`)
};

const ar_owner_dash_amounts_chosen = /** @type {(inputs: Owner_Dash_Amounts_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المبالغ المختارة`)
};

/**
* | output |
* | --- |
* | "Amounts chosen" |
*
* @param {Owner_Dash_Amounts_ChosenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_amounts_chosen = /** @type {((inputs?: Owner_Dash_Amounts_ChosenInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_Amounts_ChosenInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_amounts_chosen(inputs)
	if (locale === "fr") return fr_owner_dash_amounts_chosen(inputs)
	if (locale === "de") return de_owner_dash_amounts_chosen(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_amounts_chosen(inputs)
	if (locale === "it") return it_owner_dash_amounts_chosen(inputs)
	if (locale === "ar") return ar_owner_dash_amounts_chosen(inputs)
	return en_owner_dash_amounts_chosen(inputs)
});