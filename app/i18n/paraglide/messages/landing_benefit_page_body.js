/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Benefit_Page_BodyInputs */

const en_landing_benefit_page_body = /** @type {(inputs: Landing_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photo, your banner colours, your music and your shows.`)
};

const es_landing_benefit_page_body = /** @type {(inputs: Landing_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu foto, los colores de tu banner, tu música y tus actuaciones.`)
};

const fr_landing_benefit_page_body = /** @type {(inputs: Landing_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre photo, les couleurs de votre bannière, votre musique et vos spectacles.`)
};

const de_landing_benefit_page_body = /** @type {(inputs: Landing_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Foto, deine Bannerfarben, deine Musik und deine Auftritte.`)
};

const pt_br2_landing_benefit_page_body = /** @type {(inputs: Landing_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua foto, as cores do seu banner, sua música e seus shows.`)
};

const it_landing_benefit_page_body = /** @type {(inputs: Landing_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua foto, i colori del tuo banner, la tua musica e i tuoi spettacoli.`)
};

const ar_landing_benefit_page_body = /** @type {(inputs: Landing_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صورتك وألوان لافتتك وموسيقاك وعروضك.`)
};

/**
* | output |
* | --- |
* | "Your photo, your banner colours, your music and your shows." |
*
* @param {Landing_Benefit_Page_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_benefit_page_body = /** @type {((inputs?: Landing_Benefit_Page_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Benefit_Page_BodyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_benefit_page_body(inputs)
	if (locale === "fr") return fr_landing_benefit_page_body(inputs)
	if (locale === "de") return de_landing_benefit_page_body(inputs)
	if (locale === "pt-BR") return pt_br2_landing_benefit_page_body(inputs)
	if (locale === "it") return it_landing_benefit_page_body(inputs)
	if (locale === "ar") return ar_landing_benefit_page_body(inputs)
	return en_landing_benefit_page_body(inputs)
});