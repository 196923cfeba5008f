/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_Not_RecognisedInputs */

const en_msg_passkey_not_recognised = /** @type {(inputs: Msg_Passkey_Not_RecognisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That passkey is not linked to a Tipped account. Sign in with your email, then add it in Settings.`)
};

const es_msg_passkey_not_recognised = /** @type {(inputs: Msg_Passkey_Not_RecognisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa llave de acceso no está vinculada a ninguna cuenta de Tipped. Inicia sesión con tu correo y añádela en Ajustes.`)
};

const fr_msg_passkey_not_recognised = /** @type {(inputs: Msg_Passkey_Not_RecognisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette clé d'accès n'est liée à aucun compte Tipped. Connectez-vous avec votre e-mail, puis ajoutez-la dans les paramètres.`)
};

const de_msg_passkey_not_recognised = /** @type {(inputs: Msg_Passkey_Not_RecognisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Passkey ist mit keinem Tipped-Konto verknüpft. Melde dich mit deiner E-Mail-Adresse an und füge ihn dann in den Einstellungen hinzu.`)
};

const pt_br2_msg_passkey_not_recognised = /** @type {(inputs: Msg_Passkey_Not_RecognisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa chave de acesso não está vinculada a uma conta do Tipped. Entre com seu e-mail e adicione-a nas Configurações.`)
};

const it_msg_passkey_not_recognised = /** @type {(inputs: Msg_Passkey_Not_RecognisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quella passkey non è collegata a un account Tipped. Accedi con la tua email, poi aggiungila nelle Impostazioni.`)
};

const ar_msg_passkey_not_recognised = /** @type {(inputs: Msg_Passkey_Not_RecognisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح المرور هذا غير مرتبط بحساب على Tipped. سجّل الدخول ببريدك الإلكتروني ثم أضفه من الإعدادات.`)
};

/**
* | output |
* | --- |
* | "That passkey is not linked to a Tipped account. Sign in with your email, then add it in Settings." |
*
* @param {Msg_Passkey_Not_RecognisedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_not_recognised = /** @type {((inputs?: Msg_Passkey_Not_RecognisedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_Not_RecognisedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_not_recognised(inputs)
	if (locale === "fr") return fr_msg_passkey_not_recognised(inputs)
	if (locale === "de") return de_msg_passkey_not_recognised(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_not_recognised(inputs)
	if (locale === "it") return it_msg_passkey_not_recognised(inputs)
	if (locale === "ar") return ar_msg_passkey_not_recognised(inputs)
	return en_msg_passkey_not_recognised(inputs)
});