/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Venmo_Check2Inputs */

const en_landing_venmo_check2 = /** @type {(inputs: Landing_Venmo_Check2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every tip goes straight to your own accounts.`)
};

const es_landing_venmo_check2 = /** @type {(inputs: Landing_Venmo_Check2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada propina va directamente a tus propias cuentas.`)
};

const fr_landing_venmo_check2 = /** @type {(inputs: Landing_Venmo_Check2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque pourboire va directement sur vos propres comptes.`)
};

const de_landing_venmo_check2 = /** @type {(inputs: Landing_Venmo_Check2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Trinkgeld geht direkt auf deine eigenen Konten.`)
};

const pt_br2_landing_venmo_check2 = /** @type {(inputs: Landing_Venmo_Check2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada gorjeta vai direto para as suas próprias contas.`)
};

const it_landing_venmo_check2 = /** @type {(inputs: Landing_Venmo_Check2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogni mancia va direttamente sui tuoi conti.`)
};

const ar_landing_venmo_check2 = /** @type {(inputs: Landing_Venmo_Check2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل بقشيش يذهب مباشرة إلى حساباتك الخاصة.`)
};

/**
* | output |
* | --- |
* | "Every tip goes straight to your own accounts." |
*
* @param {Landing_Venmo_Check2Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_venmo_check2 = /** @type {((inputs?: Landing_Venmo_Check2Inputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Venmo_Check2Inputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_venmo_check2(inputs)
	if (locale === "fr") return fr_landing_venmo_check2(inputs)
	if (locale === "de") return de_landing_venmo_check2(inputs)
	if (locale === "pt-BR") return pt_br2_landing_venmo_check2(inputs)
	if (locale === "it") return it_landing_venmo_check2(inputs)
	if (locale === "ar") return ar_landing_venmo_check2(inputs)
	return en_landing_venmo_check2(inputs)
});