/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Banner_ColoursInputs */

const en_owner_banner_colours = /** @type {(inputs: Owner_Banner_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colours from your banner:`)
};

const es_owner_banner_colours = /** @type {(inputs: Owner_Banner_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colores de tu banner:`)
};

const fr_owner_banner_colours = /** @type {(inputs: Owner_Banner_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleurs de votre bannière :`)
};

const de_owner_banner_colours = /** @type {(inputs: Owner_Banner_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farben aus deinem Banner:`)
};

const pt_br2_owner_banner_colours = /** @type {(inputs: Owner_Banner_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cores do seu banner:`)
};

const it_owner_banner_colours = /** @type {(inputs: Owner_Banner_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colori dal tuo banner:`)
};

const ar_owner_banner_colours = /** @type {(inputs: Owner_Banner_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ألوان من غلافك:`)
};

/**
* | output |
* | --- |
* | "Colours from your banner:" |
*
* @param {Owner_Banner_ColoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_banner_colours = /** @type {((inputs?: Owner_Banner_ColoursInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Banner_ColoursInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_banner_colours(inputs)
	if (locale === "fr") return fr_owner_banner_colours(inputs)
	if (locale === "de") return de_owner_banner_colours(inputs)
	if (locale === "pt-BR") return pt_br2_owner_banner_colours(inputs)
	if (locale === "it") return it_owner_banner_colours(inputs)
	if (locale === "ar") return ar_owner_banner_colours(inputs)
	return en_owner_banner_colours(inputs)
});