/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Social_CancelledInputs */

const en_msg_social_cancelled = /** @type {(inputs: Msg_Social_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cancelled the sign-in, so nothing changed. You can try again.`)
};

const es_msg_social_cancelled = /** @type {(inputs: Msg_Social_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelaste el inicio de sesión, así que no cambió nada. Puedes intentarlo de nuevo.`)
};

const fr_msg_social_cancelled = /** @type {(inputs: Msg_Social_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez annulé la connexion, donc rien n'a changé. Vous pouvez réessayer.`)
};

const de_msg_social_cancelled = /** @type {(inputs: Msg_Social_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast die Anmeldung abgebrochen, es hat sich also nichts geändert. Du kannst es erneut versuchen.`)
};

const pt_br2_msg_social_cancelled = /** @type {(inputs: Msg_Social_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você cancelou o login, então nada mudou. Você pode tentar de novo.`)
};

const it_msg_social_cancelled = /** @type {(inputs: Msg_Social_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai annullato l'accesso, quindi non è cambiato nulla. Puoi riprovare.`)
};

const ar_msg_social_cancelled = /** @type {(inputs: Msg_Social_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ألغيت تسجيل الدخول، لذا لم يتغير شيء. يمكنك المحاولة مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "You cancelled the sign-in, so nothing changed. You can try again." |
*
* @param {Msg_Social_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_social_cancelled = /** @type {((inputs?: Msg_Social_CancelledInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Social_CancelledInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_social_cancelled(inputs)
	if (locale === "fr") return fr_msg_social_cancelled(inputs)
	if (locale === "de") return de_msg_social_cancelled(inputs)
	if (locale === "pt-BR") return pt_br2_msg_social_cancelled(inputs)
	if (locale === "it") return it_msg_social_cancelled(inputs)
	if (locale === "ar") return ar_msg_social_cancelled(inputs)
	return en_msg_social_cancelled(inputs)
});