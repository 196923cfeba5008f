/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Save_FailedInputs */

const en_owner_msg_save_failed = /** @type {(inputs: Owner_Msg_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your changes could not be saved: the connection dropped or the server did not answer. Everything you typed is still here. Please try again.`)
};

const es_owner_msg_save_failed = /** @type {(inputs: Owner_Msg_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron guardar los cambios: se cortó la conexión o el servidor no respondió. Todo lo que escribiste sigue aquí. Inténtalo de nuevo.`)
};

const fr_owner_msg_save_failed = /** @type {(inputs: Owner_Msg_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos modifications n’ont pas pu être enregistrées : la connexion a coupé ou le serveur n’a pas répondu. Tout ce que vous avez tapé est encore là. Réessayez.`)
};

const de_owner_msg_save_failed = /** @type {(inputs: Owner_Msg_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Änderungen konnten nicht gespeichert werden: die Verbindung brach ab oder der Server antwortete nicht. Alles Eingegebene ist noch da. Bitte versuch es noch einmal.`)
};

const pt_br2_owner_msg_save_failed = /** @type {(inputs: Owner_Msg_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível salvar: a conexão caiu ou o servidor não respondeu. Tudo o que você digitou continua aqui. Tente de novo.`)
};

const it_owner_msg_save_failed = /** @type {(inputs: Owner_Msg_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile salvare le modifiche: la connessione si è interrotta o il server non ha risposto. Tutto ciò che hai scritto è ancora qui. Riprova.`)
};

const ar_owner_msg_save_failed = /** @type {(inputs: Owner_Msg_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر حفظ تغييراتك: انقطع الاتصال أو لم يستجب الخادم. كل ما كتبته ما زال هنا. حاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "Your changes could not be saved: the connection dropped or the server did not answer. Everything you typed is still here. Please try again." |
*
* @param {Owner_Msg_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_save_failed = /** @type {((inputs?: Owner_Msg_Save_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Save_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_save_failed(inputs)
	if (locale === "fr") return fr_owner_msg_save_failed(inputs)
	if (locale === "de") return de_owner_msg_save_failed(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_save_failed(inputs)
	if (locale === "it") return it_owner_msg_save_failed(inputs)
	if (locale === "ar") return ar_owner_msg_save_failed(inputs)
	return en_owner_msg_save_failed(inputs)
});