/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Handle_ReservedInputs */

const en_owner_msg_handle_reserved = /** @type {(inputs: Owner_Msg_Handle_ReservedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That short link is reserved`)
};

const es_owner_msg_handle_reserved = /** @type {(inputs: Owner_Msg_Handle_ReservedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese enlace corto está reservado`)
};

const fr_owner_msg_handle_reserved = /** @type {(inputs: Owner_Msg_Handle_ReservedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien court est réservé`)
};

const de_owner_msg_handle_reserved = /** @type {(inputs: Owner_Msg_Handle_ReservedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Kurzlink ist reserviert`)
};

const pt_br2_owner_msg_handle_reserved = /** @type {(inputs: Owner_Msg_Handle_ReservedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse link curto está reservado`)
};

const it_owner_msg_handle_reserved = /** @type {(inputs: Owner_Msg_Handle_ReservedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link breve è riservato`)
};

const ar_owner_msg_handle_reserved = /** @type {(inputs: Owner_Msg_Handle_ReservedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الرابط القصير محجوز`)
};

/**
* | output |
* | --- |
* | "That short link is reserved" |
*
* @param {Owner_Msg_Handle_ReservedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_handle_reserved = /** @type {((inputs?: Owner_Msg_Handle_ReservedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Handle_ReservedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_handle_reserved(inputs)
	if (locale === "fr") return fr_owner_msg_handle_reserved(inputs)
	if (locale === "de") return de_owner_msg_handle_reserved(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_handle_reserved(inputs)
	if (locale === "it") return it_owner_msg_handle_reserved(inputs)
	if (locale === "ar") return ar_owner_msg_handle_reserved(inputs)
	return en_owner_msg_handle_reserved(inputs)
});