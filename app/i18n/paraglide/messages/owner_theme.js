/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_ThemeInputs */

const en_owner_theme = /** @type {(inputs: Owner_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Theme colour`)
};

const es_owner_theme = /** @type {(inputs: Owner_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Color del tema`)
};

const fr_owner_theme = /** @type {(inputs: Owner_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleur du thème`)
};

const de_owner_theme = /** @type {(inputs: Owner_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Themenfarbe`)
};

const pt_br2_owner_theme = /** @type {(inputs: Owner_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cor do tema`)
};

const it_owner_theme = /** @type {(inputs: Owner_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colore del tema`)
};

const ar_owner_theme = /** @type {(inputs: Owner_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لون السمة`)
};

/**
* | output |
* | --- |
* | "Theme colour" |
*
* @param {Owner_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_theme = /** @type {((inputs?: Owner_ThemeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_ThemeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_theme(inputs)
	if (locale === "fr") return fr_owner_theme(inputs)
	if (locale === "de") return de_owner_theme(inputs)
	if (locale === "pt-BR") return pt_br2_owner_theme(inputs)
	if (locale === "it") return it_owner_theme(inputs)
	if (locale === "ar") return ar_owner_theme(inputs)
	return en_owner_theme(inputs)
});