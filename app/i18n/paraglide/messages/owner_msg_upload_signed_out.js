/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Upload_Signed_OutInputs */

const en_owner_msg_upload_signed_out = /** @type {(inputs: Owner_Msg_Upload_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has ended. Sign in again to upload.`)
};

const es_owner_msg_upload_signed_out = /** @type {(inputs: Owner_Msg_Upload_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu sesión ha terminado. Vuelve a entrar para subir.`)
};

const fr_owner_msg_upload_signed_out = /** @type {(inputs: Owner_Msg_Upload_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session a expiré. Reconnectez-vous pour envoyer.`)
};

const de_owner_msg_upload_signed_out = /** @type {(inputs: Owner_Msg_Upload_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Sitzung ist abgelaufen. Melde dich erneut an, um hochzuladen.`)
};

const pt_br2_owner_msg_upload_signed_out = /** @type {(inputs: Owner_Msg_Upload_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua sessão terminou. Entre de novo para enviar.`)
};

const it_owner_msg_upload_signed_out = /** @type {(inputs: Owner_Msg_Upload_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La sessione è scaduta. Accedi di nuovo per caricare.`)
};

const ar_owner_msg_upload_signed_out = /** @type {(inputs: Owner_Msg_Upload_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت جلستك. سجّل الدخول مجددًا للرفع.`)
};

/**
* | output |
* | --- |
* | "Your session has ended. Sign in again to upload." |
*
* @param {Owner_Msg_Upload_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_upload_signed_out = /** @type {((inputs?: Owner_Msg_Upload_Signed_OutInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Upload_Signed_OutInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_upload_signed_out(inputs)
	if (locale === "fr") return fr_owner_msg_upload_signed_out(inputs)
	if (locale === "de") return de_owner_msg_upload_signed_out(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_upload_signed_out(inputs)
	if (locale === "it") return it_owner_msg_upload_signed_out(inputs)
	if (locale === "ar") return ar_owner_msg_upload_signed_out(inputs)
	return en_owner_msg_upload_signed_out(inputs)
});