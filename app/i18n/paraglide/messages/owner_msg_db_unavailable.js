/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Db_UnavailableInputs */

const en_owner_msg_db_unavailable = /** @type {(inputs: Owner_Msg_Db_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach our database, so nothing was saved. Please try again in a moment.`)
};

const es_owner_msg_db_unavailable = /** @type {(inputs: Owner_Msg_Db_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos conectar con nuestra base de datos, así que no se guardó nada. Inténtalo de nuevo en un momento.`)
};

const fr_owner_msg_db_unavailable = /** @type {(inputs: Owner_Msg_Db_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre base de données était injoignable, rien n’a été enregistré. Réessayez dans un instant.`)
};

const de_owner_msg_db_unavailable = /** @type {(inputs: Owner_Msg_Db_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsere Datenbank war nicht erreichbar, daher wurde nichts gespeichert. Bitte versuch es gleich noch einmal.`)
};

const pt_br2_owner_msg_db_unavailable = /** @type {(inputs: Owner_Msg_Db_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não conseguimos acessar nosso banco de dados, então nada foi salvo. Tente de novo em instantes.`)
};

const it_owner_msg_db_unavailable = /** @type {(inputs: Owner_Msg_Db_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non siamo riusciti a raggiungere il database, quindi non è stato salvato nulla. Riprova tra poco.`)
};

const ar_owner_msg_db_unavailable = /** @type {(inputs: Owner_Msg_Db_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر الوصول إلى قاعدة بياناتنا، فلم يُحفظ شيء. حاول مجددًا بعد قليل.`)
};

/**
* | output |
* | --- |
* | "We could not reach our database, so nothing was saved. Please try again in a moment." |
*
* @param {Owner_Msg_Db_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_db_unavailable = /** @type {((inputs?: Owner_Msg_Db_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Db_UnavailableInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_db_unavailable(inputs)
	if (locale === "fr") return fr_owner_msg_db_unavailable(inputs)
	if (locale === "de") return de_owner_msg_db_unavailable(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_db_unavailable(inputs)
	if (locale === "it") return it_owner_msg_db_unavailable(inputs)
	if (locale === "ar") return ar_owner_msg_db_unavailable(inputs)
	return en_owner_msg_db_unavailable(inputs)
});