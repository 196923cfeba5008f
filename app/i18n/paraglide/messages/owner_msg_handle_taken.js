/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Handle_TakenInputs */

const en_owner_msg_handle_taken = /** @type {(inputs: Owner_Msg_Handle_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That short link is taken`)
};

const es_owner_msg_handle_taken = /** @type {(inputs: Owner_Msg_Handle_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese enlace corto ya está en uso`)
};

const fr_owner_msg_handle_taken = /** @type {(inputs: Owner_Msg_Handle_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien court est déjà pris`)
};

const de_owner_msg_handle_taken = /** @type {(inputs: Owner_Msg_Handle_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Kurzlink ist vergeben`)
};

const pt_br2_owner_msg_handle_taken = /** @type {(inputs: Owner_Msg_Handle_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse link curto já está em uso`)
};

const it_owner_msg_handle_taken = /** @type {(inputs: Owner_Msg_Handle_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link breve è già preso`)
};

const ar_owner_msg_handle_taken = /** @type {(inputs: Owner_Msg_Handle_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الرابط القصير مستخدم`)
};

/**
* | output |
* | --- |
* | "That short link is taken" |
*
* @param {Owner_Msg_Handle_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_handle_taken = /** @type {((inputs?: Owner_Msg_Handle_TakenInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Handle_TakenInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_handle_taken(inputs)
	if (locale === "fr") return fr_owner_msg_handle_taken(inputs)
	if (locale === "de") return de_owner_msg_handle_taken(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_handle_taken(inputs)
	if (locale === "it") return it_owner_msg_handle_taken(inputs)
	if (locale === "ar") return ar_owner_msg_handle_taken(inputs)
	return en_owner_msg_handle_taken(inputs)
});