/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgot_Meta_TitleInputs */

const en_forgot_meta_title = /** @type {(inputs: Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password · Tipped`)
};

const es_forgot_meta_title = /** @type {(inputs: Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña olvidada · Tipped`)
};

const fr_forgot_meta_title = /** @type {(inputs: Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié · Tipped`)
};

const de_forgot_meta_title = /** @type {(inputs: Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen · Tipped`)
};

const pt_br2_forgot_meta_title = /** @type {(inputs: Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esqueci a senha · Tipped`)
};

const it_forgot_meta_title = /** @type {(inputs: Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password dimenticata · Tipped`)
};

const ar_forgot_meta_title = /** @type {(inputs: Forgot_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسيت كلمة المرور · Tipped`)
};

/**
* | output |
* | --- |
* | "Forgot password · Tipped" |
*
* @param {Forgot_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const forgot_meta_title = /** @type {((inputs?: Forgot_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_forgot_meta_title(inputs)
	if (locale === "fr") return fr_forgot_meta_title(inputs)
	if (locale === "de") return de_forgot_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_forgot_meta_title(inputs)
	if (locale === "it") return it_forgot_meta_title(inputs)
	if (locale === "ar") return ar_forgot_meta_title(inputs)
	return en_forgot_meta_title(inputs)
});