/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Finish_FailedInputs */

const en_owner_msg_finish_failed = /** @type {(inputs: Owner_Msg_Finish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error completing profile. Please try again.`)
};

const es_owner_msg_finish_failed = /** @type {(inputs: Owner_Msg_Finish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al completar el perfil. Inténtalo de nuevo.`)
};

const fr_owner_msg_finish_failed = /** @type {(inputs: Owner_Msg_Finish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la finalisation du profil. Réessayez.`)
};

const de_owner_msg_finish_failed = /** @type {(inputs: Owner_Msg_Finish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Abschließen des Profils. Bitte versuch es noch einmal.`)
};

const pt_br2_owner_msg_finish_failed = /** @type {(inputs: Owner_Msg_Finish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erro ao concluir o perfil. Tente de novo.`)
};

const it_owner_msg_finish_failed = /** @type {(inputs: Owner_Msg_Finish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nel completare il profilo. Riprova.`)
};

const ar_owner_msg_finish_failed = /** @type {(inputs: Owner_Msg_Finish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطأ في إكمال الملف. حاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "Error completing profile. Please try again." |
*
* @param {Owner_Msg_Finish_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_finish_failed = /** @type {((inputs?: Owner_Msg_Finish_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Finish_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_finish_failed(inputs)
	if (locale === "fr") return fr_owner_msg_finish_failed(inputs)
	if (locale === "de") return de_owner_msg_finish_failed(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_finish_failed(inputs)
	if (locale === "it") return it_owner_msg_finish_failed(inputs)
	if (locale === "ar") return ar_owner_msg_finish_failed(inputs)
	return en_owner_msg_finish_failed(inputs)
});