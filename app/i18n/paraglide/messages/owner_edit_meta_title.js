/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Edit_Meta_TitleInputs */

const en_owner_edit_meta_title = /** @type {(inputs: Owner_Edit_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit profile · Tipped`)
};

const es_owner_edit_meta_title = /** @type {(inputs: Owner_Edit_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar perfil · Tipped`)
};

const fr_owner_edit_meta_title = /** @type {(inputs: Owner_Edit_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le profil · Tipped`)
};

const de_owner_edit_meta_title = /** @type {(inputs: Owner_Edit_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil bearbeiten · Tipped`)
};

const pt_br2_owner_edit_meta_title = /** @type {(inputs: Owner_Edit_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar perfil · Tipped`)
};

const it_owner_edit_meta_title = /** @type {(inputs: Owner_Edit_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifica profilo · Tipped`)
};

const ar_owner_edit_meta_title = /** @type {(inputs: Owner_Edit_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعديل الملف · Tipped`)
};

/**
* | output |
* | --- |
* | "Edit profile · Tipped" |
*
* @param {Owner_Edit_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_edit_meta_title = /** @type {((inputs?: Owner_Edit_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Edit_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_edit_meta_title(inputs)
	if (locale === "fr") return fr_owner_edit_meta_title(inputs)
	if (locale === "de") return de_owner_edit_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_owner_edit_meta_title(inputs)
	if (locale === "it") return it_owner_edit_meta_title(inputs)
	if (locale === "ar") return ar_owner_edit_meta_title(inputs)
	return en_owner_edit_meta_title(inputs)
});