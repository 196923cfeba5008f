/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Two_Factor_DisabledInputs */

const en_msg_two_factor_disabled = /** @type {(inputs: Msg_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is off.`)
};

const es_msg_two_factor_disabled = /** @type {(inputs: Msg_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio de sesión en dos pasos está desactivado.`)
};

const fr_msg_two_factor_disabled = /** @type {(inputs: Msg_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion en deux étapes est désactivée.`)
};

const de_msg_two_factor_disabled = /** @type {(inputs: Msg_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Anmeldung ist aus.`)
};

const pt_br2_msg_two_factor_disabled = /** @type {(inputs: Msg_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O login em duas etapas está desativado.`)
};

const it_msg_two_factor_disabled = /** @type {(inputs: Msg_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'accesso in due passaggi è disattivato.`)
};

const ar_msg_two_factor_disabled = /** @type {(inputs: Msg_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول بخطوتين معطّل.`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in is off." |
*
* @param {Msg_Two_Factor_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_two_factor_disabled = /** @type {((inputs?: Msg_Two_Factor_DisabledInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Two_Factor_DisabledInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_two_factor_disabled(inputs)
	if (locale === "fr") return fr_msg_two_factor_disabled(inputs)
	if (locale === "de") return de_msg_two_factor_disabled(inputs)
	if (locale === "pt-BR") return pt_br2_msg_two_factor_disabled(inputs)
	if (locale === "it") return it_msg_two_factor_disabled(inputs)
	if (locale === "ar") return ar_msg_two_factor_disabled(inputs)
	return en_msg_two_factor_disabled(inputs)
});