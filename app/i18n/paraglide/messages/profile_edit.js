/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_EditInputs */

const en_profile_edit = /** @type {(inputs: Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

const es_profile_edit = /** @type {(inputs: Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar perfil`)
};

const fr_profile_edit = /** @type {(inputs: Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le profil`)
};

const de_profile_edit = /** @type {(inputs: Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil bearbeiten`)
};

const pt_br2_profile_edit = /** @type {(inputs: Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar perfil`)
};

const it_profile_edit = /** @type {(inputs: Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifica profilo`)
};

const ar_profile_edit = /** @type {(inputs: Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعديل الملف`)
};

/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Profile_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_edit = /** @type {((inputs?: Profile_EditInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_EditInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_edit(inputs)
	if (locale === "fr") return fr_profile_edit(inputs)
	if (locale === "de") return de_profile_edit(inputs)
	if (locale === "pt-BR") return pt_br2_profile_edit(inputs)
	if (locale === "it") return it_profile_edit(inputs)
	if (locale === "ar") return ar_profile_edit(inputs)
	return en_profile_edit(inputs)
});