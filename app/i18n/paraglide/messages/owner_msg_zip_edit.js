/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Zip_EditInputs */

const en_owner_msg_zip_edit = /** @type {(inputs: Owner_Msg_Zip_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ZIP invalid`)
};

const es_owner_msg_zip_edit = /** @type {(inputs: Owner_Msg_Zip_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código postal no válido`)
};

const fr_owner_msg_zip_edit = /** @type {(inputs: Owner_Msg_Zip_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code postal invalide`)
};

const de_owner_msg_zip_edit = /** @type {(inputs: Owner_Msg_Zip_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PLZ ungültig`)
};

const pt_br2_owner_msg_zip_edit = /** @type {(inputs: Owner_Msg_Zip_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CEP inválido`)
};

const it_owner_msg_zip_edit = /** @type {(inputs: Owner_Msg_Zip_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CAP non valido`)
};

const ar_owner_msg_zip_edit = /** @type {(inputs: Owner_Msg_Zip_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرمز البريدي غير صالح`)
};

/**
* | output |
* | --- |
* | "ZIP invalid" |
*
* @param {Owner_Msg_Zip_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_zip_edit = /** @type {((inputs?: Owner_Msg_Zip_EditInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Zip_EditInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_zip_edit(inputs)
	if (locale === "fr") return fr_owner_msg_zip_edit(inputs)
	if (locale === "de") return de_owner_msg_zip_edit(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_zip_edit(inputs)
	if (locale === "it") return it_owner_msg_zip_edit(inputs)
	if (locale === "ar") return ar_owner_msg_zip_edit(inputs)
	return en_owner_msg_zip_edit(inputs)
});