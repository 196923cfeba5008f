/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_UpiInputs */

const en_owner_msg_upi = /** @type {(inputs: Owner_Msg_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a UPI ID, like yourname@okbank`)
};

const es_owner_msg_upi = /** @type {(inputs: Owner_Msg_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un ID de UPI, como tunombre@okbank`)
};

const fr_owner_msg_upi = /** @type {(inputs: Owner_Msg_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un identifiant UPI, comme votrenom@okbank`)
};

const de_owner_msg_upi = /** @type {(inputs: Owner_Msg_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine UPI-ID ein, z. B. deinname@okbank`)
};

const pt_br2_owner_msg_upi = /** @type {(inputs: Owner_Msg_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um ID UPI, como seunome@okbank`)
};

const it_owner_msg_upi = /** @type {(inputs: Owner_Msg_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci un ID UPI, come tuonome@okbank`)
};

const ar_owner_msg_upi = /** @type {(inputs: Owner_Msg_UpiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل معرّف UPI، مثل yourname@okbank`)
};

/**
* | output |
* | --- |
* | "Enter a UPI ID, like yourname@okbank" |
*
* @param {Owner_Msg_UpiInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_upi = /** @type {((inputs?: Owner_Msg_UpiInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_UpiInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_upi(inputs)
	if (locale === "fr") return fr_owner_msg_upi(inputs)
	if (locale === "de") return de_owner_msg_upi(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_upi(inputs)
	if (locale === "it") return it_owner_msg_upi(inputs)
	if (locale === "ar") return ar_owner_msg_upi(inputs)
	return en_owner_msg_upi(inputs)
});