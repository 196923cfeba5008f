/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Print_SignInputs */

const en_dash_print_sign = /** @type {(inputs: Dash_Print_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print your tip sign`)
};

const es_dash_print_sign = /** @type {(inputs: Dash_Print_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprime tu cartel de propinas`)
};

const fr_dash_print_sign = /** @type {(inputs: Dash_Print_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimez votre affiche à pourboires`)
};

const de_dash_print_sign = /** @type {(inputs: Dash_Print_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trinkgeld-Schild drucken`)
};

const pt_br2_dash_print_sign = /** @type {(inputs: Dash_Print_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprima sua placa de gorjetas`)
};

const it_dash_print_sign = /** @type {(inputs: Dash_Print_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stampa il tuo cartello per le mance`)
};

const ar_dash_print_sign = /** @type {(inputs: Dash_Print_SignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطبع لافتة الإكراميات`)
};

/**
* | output |
* | --- |
* | "Print your tip sign" |
*
* @param {Dash_Print_SignInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_print_sign = /** @type {((inputs?: Dash_Print_SignInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Print_SignInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_print_sign(inputs)
	if (locale === "fr") return fr_dash_print_sign(inputs)
	if (locale === "de") return de_dash_print_sign(inputs)
	if (locale === "pt-BR") return pt_br2_dash_print_sign(inputs)
	if (locale === "it") return it_dash_print_sign(inputs)
	if (locale === "ar") return ar_dash_print_sign(inputs)
	return en_dash_print_sign(inputs)
});