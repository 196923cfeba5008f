/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Meta_TitleInputs */

const en_reset_meta_title = /** @type {(inputs: Reset_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password · Tipped`)
};

const es_reset_meta_title = /** @type {(inputs: Reset_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una contraseña nueva · Tipped`)
};

const fr_reset_meta_title = /** @type {(inputs: Reset_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un nouveau mot de passe · Tipped`)
};

const de_reset_meta_title = /** @type {(inputs: Reset_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort wählen · Tipped`)
};

const pt_br2_reset_meta_title = /** @type {(inputs: Reset_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma nova senha · Tipped`)
};

const it_reset_meta_title = /** @type {(inputs: Reset_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli una nuova password · Tipped`)
};

const ar_reset_meta_title = /** @type {(inputs: Reset_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور جديدة · Tipped`)
};

/**
* | output |
* | --- |
* | "Choose a new password · Tipped" |
*
* @param {Reset_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const reset_meta_title = /** @type {((inputs?: Reset_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_meta_title(inputs)
	if (locale === "fr") return fr_reset_meta_title(inputs)
	if (locale === "de") return de_reset_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_reset_meta_title(inputs)
	if (locale === "it") return it_reset_meta_title(inputs)
	if (locale === "ar") return ar_reset_meta_title(inputs)
	return en_reset_meta_title(inputs)
});