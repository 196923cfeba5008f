/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Video_NetworkInputs */

const en_owner_msg_video_network = /** @type {(inputs: Owner_Msg_Video_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error verifying video. Please check your internet connection and try again.`)
};

const es_owner_msg_video_network = /** @type {(inputs: Owner_Msg_Video_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al comprobar el vídeo. Revisa tu conexión a internet e inténtalo de nuevo.`)
};

const fr_owner_msg_video_network = /** @type {(inputs: Owner_Msg_Video_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la vérification de la vidéo. Vérifiez votre connexion et réessayez.`)
};

const de_owner_msg_video_network = /** @type {(inputs: Owner_Msg_Video_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Prüfen des Videos. Prüfe deine Internetverbindung und versuch es noch einmal.`)
};

const pt_br2_owner_msg_video_network = /** @type {(inputs: Owner_Msg_Video_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erro ao verificar o vídeo. Confira sua conexão e tente de novo.`)
};

const it_owner_msg_video_network = /** @type {(inputs: Owner_Msg_Video_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nella verifica del video. Controlla la connessione e riprova.`)
};

const ar_owner_msg_video_network = /** @type {(inputs: Owner_Msg_Video_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطأ في التحقق من الفيديو. تحقق من اتصالك بالإنترنت وحاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "Error verifying video. Please check your internet connection and try again." |
*
* @param {Owner_Msg_Video_NetworkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_video_network = /** @type {((inputs?: Owner_Msg_Video_NetworkInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Video_NetworkInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_video_network(inputs)
	if (locale === "fr") return fr_owner_msg_video_network(inputs)
	if (locale === "de") return de_owner_msg_video_network(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_video_network(inputs)
	if (locale === "it") return it_owner_msg_video_network(inputs)
	if (locale === "ar") return ar_owner_msg_video_network(inputs)
	return en_owner_msg_video_network(inputs)
});