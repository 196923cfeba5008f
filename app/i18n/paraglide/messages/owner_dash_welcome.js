/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Owner_Dash_WelcomeInputs */

const en_owner_dash_welcome = /** @type {(inputs: Owner_Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome back ${i?.name}`)
};

const es_owner_dash_welcome = /** @type {(inputs: Owner_Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola de nuevo, ${i?.name}`)
};

const fr_owner_dash_welcome = /** @type {(inputs: Owner_Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bon retour, ${i?.name}`)
};

const de_owner_dash_welcome = /** @type {(inputs: Owner_Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen zurück, ${i?.name}`)
};

const pt_br2_owner_dash_welcome = /** @type {(inputs: Owner_Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Que bom te ver, ${i?.name}`)
};

const it_owner_dash_welcome = /** @type {(inputs: Owner_Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bentornato, ${i?.name}`)
};

const ar_owner_dash_welcome = /** @type {(inputs: Owner_Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحبًا بعودتك ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Welcome back {name}" |
*
* @param {Owner_Dash_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_welcome = /** @type {((inputs: Owner_Dash_WelcomeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_WelcomeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_welcome(inputs)
	if (locale === "fr") return fr_owner_dash_welcome(inputs)
	if (locale === "de") return de_owner_dash_welcome(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_welcome(inputs)
	if (locale === "it") return it_owner_dash_welcome(inputs)
	if (locale === "ar") return ar_owner_dash_welcome(inputs)
	return en_owner_dash_welcome(inputs)
});