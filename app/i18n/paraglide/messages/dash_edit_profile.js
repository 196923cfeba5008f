/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Edit_ProfileInputs */

const en_dash_edit_profile = /** @type {(inputs: Dash_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

const es_dash_edit_profile = /** @type {(inputs: Dash_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar perfil`)
};

const fr_dash_edit_profile = /** @type {(inputs: Dash_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le profil`)
};

const de_dash_edit_profile = /** @type {(inputs: Dash_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil bearbeiten`)
};

const pt_br2_dash_edit_profile = /** @type {(inputs: Dash_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar perfil`)
};

const it_dash_edit_profile = /** @type {(inputs: Dash_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifica profilo`)
};

const ar_dash_edit_profile = /** @type {(inputs: Dash_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعديل الملف`)
};

/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Dash_Edit_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_edit_profile = /** @type {((inputs?: Dash_Edit_ProfileInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Edit_ProfileInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_edit_profile(inputs)
	if (locale === "fr") return fr_dash_edit_profile(inputs)
	if (locale === "de") return de_dash_edit_profile(inputs)
	if (locale === "pt-BR") return pt_br2_dash_edit_profile(inputs)
	if (locale === "it") return it_dash_edit_profile(inputs)
	if (locale === "ar") return ar_dash_edit_profile(inputs)
	return en_dash_edit_profile(inputs)
});