/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Unsubscribe_Link_InvalidInputs */

const en_msg_unsubscribe_link_invalid = /** @type {(inputs: Msg_Unsubscribe_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This unsubscribe link is not valid: it may have been changed or copied wrong. Nothing was changed. Use the link in your own mail.`)
};

const es_msg_unsubscribe_link_invalid = /** @type {(inputs: Msg_Unsubscribe_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace para darse de baja no es válido: puede que se haya modificado o copiado mal. No se cambió nada. Usa el enlace de tu propio correo.`)
};

const fr_msg_unsubscribe_link_invalid = /** @type {(inputs: Msg_Unsubscribe_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de désabonnement n'est pas valide : il a peut-être été modifié ou mal copié. Rien n'a été modifié. Utilisez le lien de votre propre message.`)
};

const de_msg_unsubscribe_link_invalid = /** @type {(inputs: Msg_Unsubscribe_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Abmeldelink ist ungültig: Er wurde vielleicht verändert oder falsch kopiert. Es wurde nichts geändert. Nutze den Link in deiner eigenen Mail.`)
};

const pt_br2_msg_unsubscribe_link_invalid = /** @type {(inputs: Msg_Unsubscribe_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link para cancelar a inscrição não é válido: ele pode ter sido alterado ou copiado errado. Nada foi alterado. Use o link do seu próprio e-mail.`)
};

const it_msg_unsubscribe_link_invalid = /** @type {(inputs: Msg_Unsubscribe_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link per annullare l'iscrizione non è valido: potrebbe essere stato modificato o copiato male. Non è stato cambiato nulla. Usa il link della tua email.`)
};

const ar_msg_unsubscribe_link_invalid = /** @type {(inputs: Msg_Unsubscribe_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط إلغاء الاشتراك هذا غير صالح: ربما تم تغييره أو نسخه بشكل خاطئ. لم يتغير شيء. استخدم الرابط الموجود في رسالتك.`)
};

/**
* | output |
* | --- |
* | "This unsubscribe link is not valid: it may have been changed or copied wrong. Nothing was changed. Use the link in your own mail." |
*
* @param {Msg_Unsubscribe_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_unsubscribe_link_invalid = /** @type {((inputs?: Msg_Unsubscribe_Link_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Unsubscribe_Link_InvalidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_unsubscribe_link_invalid(inputs)
	if (locale === "fr") return fr_msg_unsubscribe_link_invalid(inputs)
	if (locale === "de") return de_msg_unsubscribe_link_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_msg_unsubscribe_link_invalid(inputs)
	if (locale === "it") return it_msg_unsubscribe_link_invalid(inputs)
	if (locale === "ar") return ar_msg_unsubscribe_link_invalid(inputs)
	return en_msg_unsubscribe_link_invalid(inputs)
});