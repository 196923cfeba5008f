/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Theme_ColorInputs */

const en_owner_msg_theme_color = /** @type {(inputs: Owner_Msg_Theme_ColorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a colour such as #008080`)
};

const es_owner_msg_theme_color = /** @type {(inputs: Owner_Msg_Theme_ColorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un color como #008080`)
};

const fr_owner_msg_theme_color = /** @type {(inputs: Owner_Msg_Theme_ColorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une couleur comme #008080`)
};

const de_owner_msg_theme_color = /** @type {(inputs: Owner_Msg_Theme_ColorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine Farbe wie #008080`)
};

const pt_br2_owner_msg_theme_color = /** @type {(inputs: Owner_Msg_Theme_ColorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma cor como #008080`)
};

const it_owner_msg_theme_color = /** @type {(inputs: Owner_Msg_Theme_ColorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli un colore come #008080`)
};

const ar_owner_msg_theme_color = /** @type {(inputs: Owner_Msg_Theme_ColorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر لونًا مثل #008080`)
};

/**
* | output |
* | --- |
* | "Pick a colour such as #008080" |
*
* @param {Owner_Msg_Theme_ColorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_theme_color = /** @type {((inputs?: Owner_Msg_Theme_ColorInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Theme_ColorInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_theme_color(inputs)
	if (locale === "fr") return fr_owner_msg_theme_color(inputs)
	if (locale === "de") return de_owner_msg_theme_color(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_theme_color(inputs)
	if (locale === "it") return it_owner_msg_theme_color(inputs)
	if (locale === "ar") return ar_owner_msg_theme_color(inputs)
	return en_owner_msg_theme_color(inputs)
});