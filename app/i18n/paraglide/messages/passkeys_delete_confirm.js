/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkeys_Delete_ConfirmInputs */

const en_passkeys_delete_confirm = /** @type {(inputs: Passkeys_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete “${i?.name}”? It will no longer sign you in. Remove it from your device's password manager too.`)
};

const es_passkeys_delete_confirm = /** @type {(inputs: Passkeys_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar «${i?.name}»? Ya no podrás iniciar sesión con ella. Quítala también del gestor de contraseñas de tu dispositivo.`)
};

const fr_passkeys_delete_confirm = /** @type {(inputs: Passkeys_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer « ${i?.name} » ? Elle ne vous connectera plus. Retirez-la aussi du gestionnaire de mots de passe de votre appareil.`)
};

const de_passkeys_delete_confirm = /** @type {(inputs: Passkeys_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ löschen? Damit kannst du dich nicht mehr anmelden. Entferne ihn auch aus dem Passwortmanager deines Geräts.`)
};

const pt_br2_passkeys_delete_confirm = /** @type {(inputs: Passkeys_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Excluir “${i?.name}”? Ela não vai mais te conectar. Remova-a também do gerenciador de senhas do seu dispositivo.`)
};

const it_passkeys_delete_confirm = /** @type {(inputs: Passkeys_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminare “${i?.name}”? Non ti farà più accedere. Rimuovila anche dal gestore di password del dispositivo.`)
};

const ar_passkeys_delete_confirm = /** @type {(inputs: Passkeys_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حذف «${i?.name}»؟ لن يُسجّل دخولك بعد الآن. أزِله أيضًا من مدير كلمات المرور في جهازك.`)
};

/**
* | output |
* | --- |
* | "Delete “{name}”? It will no longer sign you in. Remove it from your device's password manager too." |
*
* @param {Passkeys_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_delete_confirm = /** @type {((inputs: Passkeys_Delete_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Delete_ConfirmInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_delete_confirm(inputs)
	if (locale === "fr") return fr_passkeys_delete_confirm(inputs)
	if (locale === "de") return de_passkeys_delete_confirm(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_delete_confirm(inputs)
	if (locale === "it") return it_passkeys_delete_confirm(inputs)
	if (locale === "ar") return ar_passkeys_delete_confirm(inputs)
	return en_passkeys_delete_confirm(inputs)
});