/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Session_Waiting_StopInputs */

const en_sign_session_waiting_stop = /** @type {(inputs: Sign_Session_Waiting_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No network: the session ends as soon as this phone is back online, at the moment you tapped.`)
};

const es_sign_session_waiting_stop = /** @type {(inputs: Sign_Session_Waiting_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin red: la sesión termina en cuanto este teléfono vuelva a tener conexión, en el momento en que tocaste.`)
};

const fr_sign_session_waiting_stop = /** @type {(inputs: Sign_Session_Waiting_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de réseau : la session se termine dès que ce téléphone retrouve la connexion, au moment où vous avez appuyé.`)
};

const de_sign_session_waiting_stop = /** @type {(inputs: Sign_Session_Waiting_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Netz: Der Auftritt endet, sobald dieses Telefon wieder online ist, zum Zeitpunkt deines Tippens.`)
};

const pt_br2_sign_session_waiting_stop = /** @type {(inputs: Sign_Session_Waiting_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem rede: a sessão termina assim que este celular voltar a ficar online, no momento em que você tocou.`)
};

const it_sign_session_waiting_stop = /** @type {(inputs: Sign_Session_Waiting_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna rete: la sessione finisce appena questo telefono torna online, nel momento in cui hai toccato.`)
};

const ar_sign_session_waiting_stop = /** @type {(inputs: Sign_Session_Waiting_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد شبكة: تنتهي الجلسة بمجرد عودة هذا الهاتف إلى الاتصال، في لحظة نقرك.`)
};

/**
* | output |
* | --- |
* | "No network: the session ends as soon as this phone is back online, at the moment you tapped." |
*
* @param {Sign_Session_Waiting_StopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_session_waiting_stop = /** @type {((inputs?: Sign_Session_Waiting_StopInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Session_Waiting_StopInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_session_waiting_stop(inputs)
	if (locale === "fr") return fr_sign_session_waiting_stop(inputs)
	if (locale === "de") return de_sign_session_waiting_stop(inputs)
	if (locale === "pt-BR") return pt_br2_sign_session_waiting_stop(inputs)
	if (locale === "it") return it_sign_session_waiting_stop(inputs)
	if (locale === "ar") return ar_sign_session_waiting_stop(inputs)
	return en_sign_session_waiting_stop(inputs)
});