/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Opening_AppleInputs */

const en_signup_opening_apple = /** @type {(inputs: Signup_Opening_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening Apple…`)
};

const es_signup_opening_apple = /** @type {(inputs: Signup_Opening_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo Apple…`)
};

const fr_signup_opening_apple = /** @type {(inputs: Signup_Opening_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture d'Apple…`)
};

const de_signup_opening_apple = /** @type {(inputs: Signup_Opening_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apple wird geöffnet…`)
};

const pt_br2_signup_opening_apple = /** @type {(inputs: Signup_Opening_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrindo a Apple…`)
};

const it_signup_opening_apple = /** @type {(inputs: Signup_Opening_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apertura di Apple…`)
};

const ar_signup_opening_apple = /** @type {(inputs: Signup_Opening_AppleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ فتح Apple…`)
};

/**
* | output |
* | --- |
* | "Opening Apple…" |
*
* @param {Signup_Opening_AppleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_opening_apple = /** @type {((inputs?: Signup_Opening_AppleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Opening_AppleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_opening_apple(inputs)
	if (locale === "fr") return fr_signup_opening_apple(inputs)
	if (locale === "de") return de_signup_opening_apple(inputs)
	if (locale === "pt-BR") return pt_br2_signup_opening_apple(inputs)
	if (locale === "it") return it_signup_opening_apple(inputs)
	if (locale === "ar") return ar_signup_opening_apple(inputs)
	return en_signup_opening_apple(inputs)
});