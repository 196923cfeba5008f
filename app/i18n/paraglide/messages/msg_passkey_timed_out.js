/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_Timed_OutInputs */

const en_msg_passkey_timed_out = /** @type {(inputs: Msg_Passkey_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passkey prompt timed out. Try again when your device is ready.`)
};

const es_msg_passkey_timed_out = /** @type {(inputs: Msg_Passkey_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se agotó el tiempo de la llave de acceso. Inténtalo de nuevo cuando tu dispositivo esté listo.`)
};

const fr_msg_passkey_timed_out = /** @type {(inputs: Msg_Passkey_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La demande de clé d'accès a expiré. Réessayez quand votre appareil est prêt.`)
};

const de_msg_passkey_timed_out = /** @type {(inputs: Msg_Passkey_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Passkey-Abfrage ist abgelaufen. Versuche es erneut, wenn dein Gerät bereit ist.`)
};

const pt_br2_msg_passkey_timed_out = /** @type {(inputs: Msg_Passkey_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O tempo da chave de acesso esgotou. Tente novamente quando seu dispositivo estiver pronto.`)
};

const it_msg_passkey_timed_out = /** @type {(inputs: Msg_Passkey_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La richiesta della passkey è scaduta. Riprova quando il dispositivo è pronto.`)
};

const ar_msg_passkey_timed_out = /** @type {(inputs: Msg_Passkey_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت مهلة نافذة مفتاح المرور. حاول مرة أخرى عندما يكون جهازك جاهزًا.`)
};

/**
* | output |
* | --- |
* | "The passkey prompt timed out. Try again when your device is ready." |
*
* @param {Msg_Passkey_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_timed_out = /** @type {((inputs?: Msg_Passkey_Timed_OutInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_Timed_OutInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_timed_out(inputs)
	if (locale === "fr") return fr_msg_passkey_timed_out(inputs)
	if (locale === "de") return de_msg_passkey_timed_out(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_timed_out(inputs)
	if (locale === "it") return it_msg_passkey_timed_out(inputs)
	if (locale === "ar") return ar_msg_passkey_timed_out(inputs)
	return en_msg_passkey_timed_out(inputs)
});