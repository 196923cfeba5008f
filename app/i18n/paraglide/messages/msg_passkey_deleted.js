/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_DeletedInputs */

const en_msg_passkey_deleted = /** @type {(inputs: Msg_Passkey_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey deleted. It can no longer sign in to your account.`)
};

const es_msg_passkey_deleted = /** @type {(inputs: Msg_Passkey_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llave de acceso eliminada. Ya no puede iniciar sesión en tu cuenta.`)
};

const fr_msg_passkey_deleted = /** @type {(inputs: Msg_Passkey_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d'accès supprimée. Elle ne peut plus se connecter à votre compte.`)
};

const de_msg_passkey_deleted = /** @type {(inputs: Msg_Passkey_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey gelöscht. Damit kann man sich nicht mehr bei deinem Konto anmelden.`)
};

const pt_br2_msg_passkey_deleted = /** @type {(inputs: Msg_Passkey_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave de acesso excluída. Ela não pode mais entrar na sua conta.`)
};

const it_msg_passkey_deleted = /** @type {(inputs: Msg_Passkey_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey eliminata. Non può più accedere al tuo account.`)
};

const ar_msg_passkey_deleted = /** @type {(inputs: Msg_Passkey_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف مفتاح المرور. لم يعد بإمكانه تسجيل الدخول إلى حسابك.`)
};

/**
* | output |
* | --- |
* | "Passkey deleted. It can no longer sign in to your account." |
*
* @param {Msg_Passkey_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_deleted = /** @type {((inputs?: Msg_Passkey_DeletedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_DeletedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_deleted(inputs)
	if (locale === "fr") return fr_msg_passkey_deleted(inputs)
	if (locale === "de") return de_msg_passkey_deleted(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_deleted(inputs)
	if (locale === "it") return it_msg_passkey_deleted(inputs)
	if (locale === "ar") return ar_msg_passkey_deleted(inputs)
	return en_msg_passkey_deleted(inputs)
});