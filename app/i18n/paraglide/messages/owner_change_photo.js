/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Change_PhotoInputs */

const en_owner_change_photo = /** @type {(inputs: Owner_Change_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change profile photo`)
};

const es_owner_change_photo = /** @type {(inputs: Owner_Change_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar foto de perfil`)
};

const fr_owner_change_photo = /** @type {(inputs: Owner_Change_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer la photo de profil`)
};

const de_owner_change_photo = /** @type {(inputs: Owner_Change_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilfoto ändern`)
};

const pt_br2_owner_change_photo = /** @type {(inputs: Owner_Change_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trocar foto de perfil`)
};

const it_owner_change_photo = /** @type {(inputs: Owner_Change_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambia foto del profilo`)
};

const ar_owner_change_photo = /** @type {(inputs: Owner_Change_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير صورة الملف`)
};

/**
* | output |
* | --- |
* | "Change profile photo" |
*
* @param {Owner_Change_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_change_photo = /** @type {((inputs?: Owner_Change_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Change_PhotoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_change_photo(inputs)
	if (locale === "fr") return fr_owner_change_photo(inputs)
	if (locale === "de") return de_owner_change_photo(inputs)
	if (locale === "pt-BR") return pt_br2_owner_change_photo(inputs)
	if (locale === "it") return it_owner_change_photo(inputs)
	if (locale === "ar") return ar_owner_change_photo(inputs)
	return en_owner_change_photo(inputs)
});