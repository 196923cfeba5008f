/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Upload_FailedInputs */

const en_owner_msg_upload_failed = /** @type {(inputs: Owner_Msg_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The upload failed. Check your connection and try again.`)
};

const es_owner_msg_upload_failed = /** @type {(inputs: Owner_Msg_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La subida falló. Revisa tu conexión e inténtalo de nuevo.`)
};

const fr_owner_msg_upload_failed = /** @type {(inputs: Owner_Msg_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’envoi a échoué. Vérifiez votre connexion et réessayez.`)
};

const de_owner_msg_upload_failed = /** @type {(inputs: Owner_Msg_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Upload ist fehlgeschlagen. Prüfe deine Verbindung und versuch es noch einmal.`)
};

const pt_br2_owner_msg_upload_failed = /** @type {(inputs: Owner_Msg_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O envio falhou. Confira sua conexão e tente de novo.`)
};

const it_owner_msg_upload_failed = /** @type {(inputs: Owner_Msg_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il caricamento non è riuscito. Controlla la connessione e riprova.`)
};

const ar_owner_msg_upload_failed = /** @type {(inputs: Owner_Msg_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل الرفع. تحقق من اتصالك وحاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "The upload failed. Check your connection and try again." |
*
* @param {Owner_Msg_Upload_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_upload_failed = /** @type {((inputs?: Owner_Msg_Upload_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Upload_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_upload_failed(inputs)
	if (locale === "fr") return fr_owner_msg_upload_failed(inputs)
	if (locale === "de") return de_owner_msg_upload_failed(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_upload_failed(inputs)
	if (locale === "it") return it_owner_msg_upload_failed(inputs)
	if (locale === "ar") return ar_owner_msg_upload_failed(inputs)
	return en_owner_msg_upload_failed(inputs)
});