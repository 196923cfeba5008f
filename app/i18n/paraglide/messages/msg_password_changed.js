/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Password_ChangedInputs */

const en_msg_password_changed = /** @type {(inputs: Msg_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed. Your other devices were signed out.`)
};

const es_msg_password_changed = /** @type {(inputs: Msg_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña cambiada. Se cerró la sesión en tus otros dispositivos.`)
};

const fr_msg_password_changed = /** @type {(inputs: Msg_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe modifié. Vos autres appareils ont été déconnectés.`)
};

const de_msg_password_changed = /** @type {(inputs: Msg_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort geändert. Deine anderen Geräte wurden abgemeldet.`)
};

const pt_br2_msg_password_changed = /** @type {(inputs: Msg_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha alterada. Seus outros dispositivos foram desconectados.`)
};

const it_msg_password_changed = /** @type {(inputs: Msg_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password cambiata. I tuoi altri dispositivi sono stati disconnessi.`)
};

const ar_msg_password_changed = /** @type {(inputs: Msg_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تغيير كلمة المرور. تم تسجيل خروج أجهزتك الأخرى.`)
};

/**
* | output |
* | --- |
* | "Password changed. Your other devices were signed out." |
*
* @param {Msg_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_password_changed = /** @type {((inputs?: Msg_Password_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Password_ChangedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_password_changed(inputs)
	if (locale === "fr") return fr_msg_password_changed(inputs)
	if (locale === "de") return de_msg_password_changed(inputs)
	if (locale === "pt-BR") return pt_br2_msg_password_changed(inputs)
	if (locale === "it") return it_msg_password_changed(inputs)
	if (locale === "ar") return ar_msg_password_changed(inputs)
	return en_msg_password_changed(inputs)
});