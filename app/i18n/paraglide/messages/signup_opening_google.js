/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Opening_GoogleInputs */

const en_signup_opening_google = /** @type {(inputs: Signup_Opening_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening Google…`)
};

const es_signup_opening_google = /** @type {(inputs: Signup_Opening_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo Google…`)
};

const fr_signup_opening_google = /** @type {(inputs: Signup_Opening_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de Google…`)
};

const de_signup_opening_google = /** @type {(inputs: Signup_Opening_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google wird geöffnet…`)
};

const pt_br2_signup_opening_google = /** @type {(inputs: Signup_Opening_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrindo o Google…`)
};

const it_signup_opening_google = /** @type {(inputs: Signup_Opening_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apertura di Google…`)
};

const ar_signup_opening_google = /** @type {(inputs: Signup_Opening_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ فتح Google…`)
};

/**
* | output |
* | --- |
* | "Opening Google…" |
*
* @param {Signup_Opening_GoogleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_opening_google = /** @type {((inputs?: Signup_Opening_GoogleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Opening_GoogleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_opening_google(inputs)
	if (locale === "fr") return fr_signup_opening_google(inputs)
	if (locale === "de") return de_signup_opening_google(inputs)
	if (locale === "pt-BR") return pt_br2_signup_opening_google(inputs)
	if (locale === "it") return it_signup_opening_google(inputs)
	if (locale === "ar") return ar_signup_opening_google(inputs)
	return en_signup_opening_google(inputs)
});