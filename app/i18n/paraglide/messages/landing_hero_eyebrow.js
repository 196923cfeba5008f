/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Hero_EyebrowInputs */

const en_landing_hero_eyebrow = /** @type {(inputs: Landing_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For street performers and creators`)
};

const es_landing_hero_eyebrow = /** @type {(inputs: Landing_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para artistas callejeros y creadores`)
};

const fr_landing_hero_eyebrow = /** @type {(inputs: Landing_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les artistes de rue et les créateurs`)
};

const de_landing_hero_eyebrow = /** @type {(inputs: Landing_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Straßenkünstler und Kreative`)
};

const pt_br2_landing_hero_eyebrow = /** @type {(inputs: Landing_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para artistas de rua e criadores`)
};

const it_landing_hero_eyebrow = /** @type {(inputs: Landing_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per artisti di strada e creatori`)
};

const ar_landing_hero_eyebrow = /** @type {(inputs: Landing_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لفناني الشارع وصنّاع المحتوى`)
};

/**
* | output |
* | --- |
* | "For street performers and creators" |
*
* @param {Landing_Hero_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_hero_eyebrow = /** @type {((inputs?: Landing_Hero_EyebrowInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Hero_EyebrowInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_hero_eyebrow(inputs)
	if (locale === "fr") return fr_landing_hero_eyebrow(inputs)
	if (locale === "de") return de_landing_hero_eyebrow(inputs)
	if (locale === "pt-BR") return pt_br2_landing_hero_eyebrow(inputs)
	if (locale === "it") return it_landing_hero_eyebrow(inputs)
	if (locale === "ar") return ar_landing_hero_eyebrow(inputs)
	return en_landing_hero_eyebrow(inputs)
});