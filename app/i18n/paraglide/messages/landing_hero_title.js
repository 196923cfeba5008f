/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Hero_TitleInputs */

const en_landing_hero_title = /** @type {(inputs: Landing_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Tipped. Finally.`)
};

const es_landing_hero_title = /** @type {(inputs: Landing_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibe propinas. Por fin.`)
};

const fr_landing_hero_title = /** @type {(inputs: Landing_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recevez des pourboires. Enfin.`)
};

const de_landing_hero_title = /** @type {(inputs: Landing_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endlich Trinkgeld.`)
};

const pt_br2_landing_hero_title = /** @type {(inputs: Landing_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seja pago. Finalmente.`)
};

const it_landing_hero_title = /** @type {(inputs: Landing_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ricevi mance. Finalmente.`)
};

const ar_landing_hero_title = /** @type {(inputs: Landing_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احصل على البقشيش. أخيرًا.`)
};

/**
* | output |
* | --- |
* | "Get Tipped. Finally." |
*
* @param {Landing_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_hero_title = /** @type {((inputs?: Landing_Hero_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Hero_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_hero_title(inputs)
	if (locale === "fr") return fr_landing_hero_title(inputs)
	if (locale === "de") return de_landing_hero_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_hero_title(inputs)
	if (locale === "it") return it_landing_hero_title(inputs)
	if (locale === "ar") return ar_landing_hero_title(inputs)
	return en_landing_hero_title(inputs)
});