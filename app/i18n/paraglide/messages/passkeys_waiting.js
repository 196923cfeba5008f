/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_WaitingInputs */

const en_passkeys_waiting = /** @type {(inputs: Passkeys_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your device…`)
};

const es_passkeys_waiting = /** @type {(inputs: Passkeys_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando a tu dispositivo…`)
};

const fr_passkeys_waiting = /** @type {(inputs: Passkeys_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de votre appareil…`)
};

const de_passkeys_waiting = /** @type {(inputs: Passkeys_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warte auf dein Gerät…`)
};

const pt_br2_passkeys_waiting = /** @type {(inputs: Passkeys_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aguardando seu dispositivo…`)
};

const it_passkeys_waiting = /** @type {(inputs: Passkeys_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In attesa del dispositivo…`)
};

const ar_passkeys_waiting = /** @type {(inputs: Passkeys_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في انتظار جهازك…`)
};

/**
* | output |
* | --- |
* | "Waiting for your device…" |
*
* @param {Passkeys_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_waiting = /** @type {((inputs?: Passkeys_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_WaitingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_waiting(inputs)
	if (locale === "fr") return fr_passkeys_waiting(inputs)
	if (locale === "de") return de_passkeys_waiting(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_waiting(inputs)
	if (locale === "it") return it_passkeys_waiting(inputs)
	if (locale === "ar") return ar_passkeys_waiting(inputs)
	return en_passkeys_waiting(inputs)
});