/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Session_Just_StartedInputs */

const en_dash_msg_session_just_started = /** @type {(inputs: Dash_Msg_Session_Just_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A session was just started`)
};

const es_dash_msg_session_just_started = /** @type {(inputs: Dash_Msg_Session_Just_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se acaba de empezar una sesión`)
};

const fr_dash_msg_session_just_started = /** @type {(inputs: Dash_Msg_Session_Just_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une session vient de démarrer`)
};

const de_dash_msg_session_just_started = /** @type {(inputs: Dash_Msg_Session_Just_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerade wurde eine Session gestartet`)
};

const pt_br2_dash_msg_session_just_started = /** @type {(inputs: Dash_Msg_Session_Just_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma sessão acabou de começar`)
};

const it_dash_msg_session_just_started = /** @type {(inputs: Dash_Msg_Session_Just_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una sessione è appena stata avviata`)
};

const ar_dash_msg_session_just_started = /** @type {(inputs: Dash_Msg_Session_Just_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدأت جلسة للتو`)
};

/**
* | output |
* | --- |
* | "A session was just started" |
*
* @param {Dash_Msg_Session_Just_StartedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_session_just_started = /** @type {((inputs?: Dash_Msg_Session_Just_StartedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Session_Just_StartedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_session_just_started(inputs)
	if (locale === "fr") return fr_dash_msg_session_just_started(inputs)
	if (locale === "de") return de_dash_msg_session_just_started(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_session_just_started(inputs)
	if (locale === "it") return it_dash_msg_session_just_started(inputs)
	if (locale === "ar") return ar_dash_msg_session_just_started(inputs)
	return en_dash_msg_session_just_started(inputs)
});