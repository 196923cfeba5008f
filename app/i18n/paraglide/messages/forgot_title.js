/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgot_TitleInputs */

const en_forgot_title = /** @type {(inputs: Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

const es_forgot_title = /** @type {(inputs: Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Olvidaste tu contraseña?`)
};

const fr_forgot_title = /** @type {(inputs: Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
};

const de_forgot_title = /** @type {(inputs: Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen?`)
};

const pt_br2_forgot_title = /** @type {(inputs: Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esqueceu sua senha?`)
};

const it_forgot_title = /** @type {(inputs: Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai dimenticato la password?`)
};

const ar_forgot_title = /** @type {(inputs: Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل نسيت كلمة المرور؟`)
};

/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Forgot_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const forgot_title = /** @type {((inputs?: Forgot_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_forgot_title(inputs)
	if (locale === "fr") return fr_forgot_title(inputs)
	if (locale === "de") return de_forgot_title(inputs)
	if (locale === "pt-BR") return pt_br2_forgot_title(inputs)
	if (locale === "it") return it_forgot_title(inputs)
	if (locale === "ar") return ar_forgot_title(inputs)
	return en_forgot_title(inputs)
});