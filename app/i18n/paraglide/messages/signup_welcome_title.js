/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Welcome_TitleInputs */

const en_signup_welcome_title = /** @type {(inputs: Signup_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Tipped. Finally.`)
};

const es_signup_welcome_title = /** @type {(inputs: Signup_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibe propinas. Por fin.`)
};

const fr_signup_welcome_title = /** @type {(inputs: Signup_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recevez des pourboires. Enfin.`)
};

const de_signup_welcome_title = /** @type {(inputs: Signup_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endlich Trinkgeld.`)
};

const pt_br2_signup_welcome_title = /** @type {(inputs: Signup_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seja pago. Finalmente.`)
};

const it_signup_welcome_title = /** @type {(inputs: Signup_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ricevi mance. Finalmente.`)
};

const ar_signup_welcome_title = /** @type {(inputs: Signup_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احصل على البقشيش. أخيرًا.`)
};

/**
* | output |
* | --- |
* | "Get Tipped. Finally." |
*
* @param {Signup_Welcome_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_welcome_title = /** @type {((inputs?: Signup_Welcome_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Welcome_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_welcome_title(inputs)
	if (locale === "fr") return fr_signup_welcome_title(inputs)
	if (locale === "de") return de_signup_welcome_title(inputs)
	if (locale === "pt-BR") return pt_br2_signup_welcome_title(inputs)
	if (locale === "it") return it_signup_welcome_title(inputs)
	if (locale === "ar") return ar_signup_welcome_title(inputs)
	return en_signup_welcome_title(inputs)
});