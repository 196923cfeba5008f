/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_LinkInputs */

const en_owner_msg_link = /** @type {(inputs: Owner_Msg_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid link or username`)
};

const es_owner_msg_link = /** @type {(inputs: Owner_Msg_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un enlace o usuario válido`)
};

const fr_owner_msg_link = /** @type {(inputs: Owner_Msg_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un lien ou un nom d’utilisateur valide`)
};

const de_owner_msg_link = /** @type {(inputs: Owner_Msg_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib einen gültigen Link oder Nutzernamen ein`)
};

const pt_br2_owner_msg_link = /** @type {(inputs: Owner_Msg_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um link ou usuário válido`)
};

const it_owner_msg_link = /** @type {(inputs: Owner_Msg_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci un link o un nome utente valido`)
};

const ar_owner_msg_link = /** @type {(inputs: Owner_Msg_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل رابطًا أو اسم مستخدم صالحًا`)
};

/**
* | output |
* | --- |
* | "Enter a valid link or username" |
*
* @param {Owner_Msg_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_link = /** @type {((inputs?: Owner_Msg_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_LinkInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_link(inputs)
	if (locale === "fr") return fr_owner_msg_link(inputs)
	if (locale === "de") return de_owner_msg_link(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_link(inputs)
	if (locale === "it") return it_owner_msg_link(inputs)
	if (locale === "ar") return ar_owner_msg_link(inputs)
	return en_owner_msg_link(inputs)
});