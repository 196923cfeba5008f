/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Add_Name_MessageInputs */

const en_profile_add_name_message = /** @type {(inputs: Profile_Add_Name_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your name and a message (optional)`)
};

const es_profile_add_name_message = /** @type {(inputs: Profile_Add_Name_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade tu nombre y un mensaje (opcional)`)
};

const fr_profile_add_name_message = /** @type {(inputs: Profile_Add_Name_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez votre nom et un message (facultatif)`)
};

const de_profile_add_name_message = /** @type {(inputs: Profile_Add_Name_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name und Nachricht hinzufügen (optional)`)
};

const pt_br2_profile_add_name_message = /** @type {(inputs: Profile_Add_Name_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicione seu nome e uma mensagem (opcional)`)
};

const it_profile_add_name_message = /** @type {(inputs: Profile_Add_Name_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi il tuo nome e un messaggio (facoltativo)`)
};

const ar_profile_add_name_message = /** @type {(inputs: Profile_Add_Name_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف اسمك ورسالة (اختياري)`)
};

/**
* | output |
* | --- |
* | "Add your name and a message (optional)" |
*
* @param {Profile_Add_Name_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_add_name_message = /** @type {((inputs?: Profile_Add_Name_MessageInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Add_Name_MessageInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_add_name_message(inputs)
	if (locale === "fr") return fr_profile_add_name_message(inputs)
	if (locale === "de") return de_profile_add_name_message(inputs)
	if (locale === "pt-BR") return pt_br2_profile_add_name_message(inputs)
	if (locale === "it") return it_profile_add_name_message(inputs)
	if (locale === "ar") return ar_profile_add_name_message(inputs)
	return en_profile_add_name_message(inputs)
});