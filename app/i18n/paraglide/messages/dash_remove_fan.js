/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Dash_Remove_FanInputs */

const en_dash_remove_fan = /** @type {(inputs: Dash_Remove_FanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.email}`)
};

const es_dash_remove_fan = /** @type {(inputs: Dash_Remove_FanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar a ${i?.email}`)
};

const fr_dash_remove_fan = /** @type {(inputs: Dash_Remove_FanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.email}`)
};

const de_dash_remove_fan = /** @type {(inputs: Dash_Remove_FanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} entfernen`)
};

const pt_br2_dash_remove_fan = /** @type {(inputs: Dash_Remove_FanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover ${i?.email}`)
};

const it_dash_remove_fan = /** @type {(inputs: Dash_Remove_FanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rimuovi ${i?.email}`)
};

const ar_dash_remove_fan = /** @type {(inputs: Dash_Remove_FanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إزالة ${i?.email}`)
};

/**
* | output |
* | --- |
* | "Remove {email}" |
*
* @param {Dash_Remove_FanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_remove_fan = /** @type {((inputs: Dash_Remove_FanInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Remove_FanInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_remove_fan(inputs)
	if (locale === "fr") return fr_dash_remove_fan(inputs)
	if (locale === "de") return de_dash_remove_fan(inputs)
	if (locale === "pt-BR") return pt_br2_dash_remove_fan(inputs)
	if (locale === "it") return it_dash_remove_fan(inputs)
	if (locale === "ar") return ar_dash_remove_fan(inputs)
	return en_dash_remove_fan(inputs)
});