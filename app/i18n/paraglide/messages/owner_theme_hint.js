/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Theme_HintInputs */

const en_owner_theme_hint = /** @type {(inputs: Owner_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used for your page background when you have no banner.`)
};

const es_owner_theme_hint = /** @type {(inputs: Owner_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se usa de fondo en tu página si no tienes banner.`)
};

const fr_owner_theme_hint = /** @type {(inputs: Owner_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sert de fond à votre page quand vous n’avez pas de bannière.`)
};

const de_owner_theme_hint = /** @type {(inputs: Owner_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hintergrund deiner Seite, wenn du kein Banner hast.`)
};

const pt_br2_owner_theme_hint = /** @type {(inputs: Owner_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usada como fundo da sua página quando você não tem banner.`)
};

const it_owner_theme_hint = /** @type {(inputs: Owner_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usato come sfondo della pagina quando non hai un banner.`)
};

const ar_owner_theme_hint = /** @type {(inputs: Owner_Theme_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُستخدم خلفيةً لصفحتك عندما لا يكون لديك غلاف.`)
};

/**
* | output |
* | --- |
* | "Used for your page background when you have no banner." |
*
* @param {Owner_Theme_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_theme_hint = /** @type {((inputs?: Owner_Theme_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Theme_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_theme_hint(inputs)
	if (locale === "fr") return fr_owner_theme_hint(inputs)
	if (locale === "de") return de_owner_theme_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_theme_hint(inputs)
	if (locale === "it") return it_owner_theme_hint(inputs)
	if (locale === "ar") return ar_owner_theme_hint(inputs)
	return en_owner_theme_hint(inputs)
});