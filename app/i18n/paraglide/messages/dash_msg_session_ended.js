/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Session_EndedInputs */

const en_dash_msg_session_ended = /** @type {(inputs: Dash_Msg_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session ended`)
};

const es_dash_msg_session_ended = /** @type {(inputs: Dash_Msg_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión terminada`)
};

const fr_dash_msg_session_ended = /** @type {(inputs: Dash_Msg_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session terminée`)
};

const de_dash_msg_session_ended = /** @type {(inputs: Dash_Msg_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session beendet`)
};

const pt_br2_dash_msg_session_ended = /** @type {(inputs: Dash_Msg_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessão encerrada`)
};

const it_dash_msg_session_ended = /** @type {(inputs: Dash_Msg_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessione terminata`)
};

const ar_dash_msg_session_ended = /** @type {(inputs: Dash_Msg_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت الجلسة`)
};

/**
* | output |
* | --- |
* | "Session ended" |
*
* @param {Dash_Msg_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_session_ended = /** @type {((inputs?: Dash_Msg_Session_EndedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Session_EndedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_session_ended(inputs)
	if (locale === "fr") return fr_dash_msg_session_ended(inputs)
	if (locale === "de") return de_dash_msg_session_ended(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_session_ended(inputs)
	if (locale === "it") return it_dash_msg_session_ended(inputs)
	if (locale === "ar") return ar_dash_msg_session_ended(inputs)
	return en_dash_msg_session_ended(inputs)
});