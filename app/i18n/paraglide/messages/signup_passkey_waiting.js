/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Passkey_WaitingInputs */

const en_signup_passkey_waiting = /** @type {(inputs: Signup_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your passkey…`)
};

const es_signup_passkey_waiting = /** @type {(inputs: Signup_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando tu llave de acceso…`)
};

const fr_signup_passkey_waiting = /** @type {(inputs: Signup_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de votre clé d'accès…`)
};

const de_signup_passkey_waiting = /** @type {(inputs: Signup_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warte auf deinen Passkey…`)
};

const pt_br2_signup_passkey_waiting = /** @type {(inputs: Signup_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aguardando sua chave de acesso…`)
};

const it_signup_passkey_waiting = /** @type {(inputs: Signup_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In attesa della tua passkey…`)
};

const ar_signup_passkey_waiting = /** @type {(inputs: Signup_Passkey_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في انتظار مفتاح المرور…`)
};

/**
* | output |
* | --- |
* | "Waiting for your passkey…" |
*
* @param {Signup_Passkey_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_passkey_waiting = /** @type {((inputs?: Signup_Passkey_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Passkey_WaitingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_passkey_waiting(inputs)
	if (locale === "fr") return fr_signup_passkey_waiting(inputs)
	if (locale === "de") return de_signup_passkey_waiting(inputs)
	if (locale === "pt-BR") return pt_br2_signup_passkey_waiting(inputs)
	if (locale === "it") return it_signup_passkey_waiting(inputs)
	if (locale === "ar") return ar_signup_passkey_waiting(inputs)
	return en_signup_passkey_waiting(inputs)
});