/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Phone_EditInputs */

const en_owner_msg_phone_edit = /** @type {(inputs: Owner_Msg_Phone_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10–15 digits`)
};

const es_owner_msg_phone_edit = /** @type {(inputs: Owner_Msg_Phone_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10–15 dígitos`)
};

const fr_owner_msg_phone_edit = /** @type {(inputs: Owner_Msg_Phone_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 à 15 chiffres`)
};

const de_owner_msg_phone_edit = /** @type {(inputs: Owner_Msg_Phone_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10–15 Ziffern`)
};

const pt_br2_owner_msg_phone_edit = /** @type {(inputs: Owner_Msg_Phone_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 a 15 dígitos`)
};

const it_owner_msg_phone_edit = /** @type {(inputs: Owner_Msg_Phone_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10–15 cifre`)
};

const ar_owner_msg_phone_edit = /** @type {(inputs: Owner_Msg_Phone_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من 10 إلى 15 رقمًا`)
};

/**
* | output |
* | --- |
* | "10–15 digits" |
*
* @param {Owner_Msg_Phone_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_phone_edit = /** @type {((inputs?: Owner_Msg_Phone_EditInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Phone_EditInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_phone_edit(inputs)
	if (locale === "fr") return fr_owner_msg_phone_edit(inputs)
	if (locale === "de") return de_owner_msg_phone_edit(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_phone_edit(inputs)
	if (locale === "it") return it_owner_msg_phone_edit(inputs)
	if (locale === "ar") return ar_owner_msg_phone_edit(inputs)
	return en_owner_msg_phone_edit(inputs)
});