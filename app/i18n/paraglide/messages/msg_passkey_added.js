/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_AddedInputs */

const en_msg_passkey_added = /** @type {(inputs: Msg_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey added. Next time, sign in with it instead of your password.`)
};

const es_msg_passkey_added = /** @type {(inputs: Msg_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llave de acceso añadida. La próxima vez, inicia sesión con ella en lugar de tu contraseña.`)
};

const fr_msg_passkey_added = /** @type {(inputs: Msg_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d'accès ajoutée. La prochaine fois, connectez-vous avec elle plutôt qu'avec votre mot de passe.`)
};

const de_msg_passkey_added = /** @type {(inputs: Msg_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey hinzugefügt. Melde dich nächstes Mal damit statt mit deinem Passwort an.`)
};

const pt_br2_msg_passkey_added = /** @type {(inputs: Msg_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave de acesso adicionada. Da próxima vez, entre com ela em vez da senha.`)
};

const it_msg_passkey_added = /** @type {(inputs: Msg_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey aggiunta. La prossima volta accedi con questa invece della password.`)
};

const ar_msg_passkey_added = /** @type {(inputs: Msg_Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت إضافة مفتاح المرور. في المرة القادمة، سجّل الدخول به بدلًا من كلمة المرور.`)
};

/**
* | output |
* | --- |
* | "Passkey added. Next time, sign in with it instead of your password." |
*
* @param {Msg_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_added = /** @type {((inputs?: Msg_Passkey_AddedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_AddedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_added(inputs)
	if (locale === "fr") return fr_msg_passkey_added(inputs)
	if (locale === "de") return de_msg_passkey_added(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_added(inputs)
	if (locale === "it") return it_msg_passkey_added(inputs)
	if (locale === "ar") return ar_msg_passkey_added(inputs)
	return en_msg_passkey_added(inputs)
});