/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_CancelledInputs */

const en_msg_passkey_cancelled = /** @type {(inputs: Msg_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey prompt was closed before it finished. Nothing changed.`)
};

const es_msg_passkey_cancelled = /** @type {(inputs: Msg_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ventana de la llave de acceso se cerró antes de terminar. No cambió nada.`)
};

const fr_msg_passkey_cancelled = /** @type {(inputs: Msg_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fenêtre de la clé d'accès a été fermée avant la fin. Rien n'a changé.`)
};

const de_msg_passkey_cancelled = /** @type {(inputs: Msg_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Passkey-Abfrage wurde geschlossen, bevor sie fertig war. Es hat sich nichts geändert.`)
};

const pt_br2_msg_passkey_cancelled = /** @type {(inputs: Msg_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A janela da chave de acesso foi fechada antes de terminar. Nada mudou.`)
};

const it_msg_passkey_cancelled = /** @type {(inputs: Msg_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La richiesta della passkey è stata chiusa prima di finire. Non è cambiato nulla.`)
};

const ar_msg_passkey_cancelled = /** @type {(inputs: Msg_Passkey_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُغلقت نافذة مفتاح المرور قبل أن تنتهي. لم يتغير شيء.`)
};

/**
* | output |
* | --- |
* | "The passkey prompt was closed before it finished. Nothing changed." |
*
* @param {Msg_Passkey_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_cancelled = /** @type {((inputs?: Msg_Passkey_CancelledInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_CancelledInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_cancelled(inputs)
	if (locale === "fr") return fr_msg_passkey_cancelled(inputs)
	if (locale === "de") return de_msg_passkey_cancelled(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_cancelled(inputs)
	if (locale === "it") return it_msg_passkey_cancelled(inputs)
	if (locale === "ar") return ar_msg_passkey_cancelled(inputs)
	return en_msg_passkey_cancelled(inputs)
});