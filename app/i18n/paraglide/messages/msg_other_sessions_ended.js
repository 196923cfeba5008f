/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Other_Sessions_EndedInputs */

const en_msg_other_sessions_ended = /** @type {(inputs: Msg_Other_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every other device was signed out.`)
};

const es_msg_other_sessions_ended = /** @type {(inputs: Msg_Other_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cerró la sesión en todos los demás dispositivos.`)
};

const fr_msg_other_sessions_ended = /** @type {(inputs: Msg_Other_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les autres appareils ont été déconnectés.`)
};

const de_msg_other_sessions_ended = /** @type {(inputs: Msg_Other_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle anderen Geräte wurden abgemeldet.`)
};

const pt_br2_msg_other_sessions_ended = /** @type {(inputs: Msg_Other_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os outros dispositivos foram desconectados.`)
};

const it_msg_other_sessions_ended = /** @type {(inputs: Msg_Other_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti gli altri dispositivi sono stati disconnessi.`)
};

const ar_msg_other_sessions_ended = /** @type {(inputs: Msg_Other_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تسجيل الخروج من كل الأجهزة الأخرى.`)
};

/**
* | output |
* | --- |
* | "Every other device was signed out." |
*
* @param {Msg_Other_Sessions_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_other_sessions_ended = /** @type {((inputs?: Msg_Other_Sessions_EndedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Other_Sessions_EndedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_other_sessions_ended(inputs)
	if (locale === "fr") return fr_msg_other_sessions_ended(inputs)
	if (locale === "de") return de_msg_other_sessions_ended(inputs)
	if (locale === "pt-BR") return pt_br2_msg_other_sessions_ended(inputs)
	if (locale === "it") return it_msg_other_sessions_ended(inputs)
	if (locale === "ar") return ar_msg_other_sessions_ended(inputs)
	return en_msg_other_sessions_ended(inputs)
});