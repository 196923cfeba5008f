/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Benefit_Page_BodyInputs */

const en_signup_benefit_page_body = /** @type {(inputs: Signup_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photos, videos, colours and upcoming shows.`)
};

const es_signup_benefit_page_body = /** @type {(inputs: Signup_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus fotos, vídeos, colores y próximas actuaciones.`)
};

const fr_signup_benefit_page_body = /** @type {(inputs: Signup_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos photos, vidéos, couleurs et prochains spectacles.`)
};

const de_signup_benefit_page_body = /** @type {(inputs: Signup_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Fotos, Videos, Farben und nächsten Auftritte.`)
};

const pt_br2_signup_benefit_page_body = /** @type {(inputs: Signup_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas fotos, vídeos, cores e próximos shows.`)
};

const it_signup_benefit_page_body = /** @type {(inputs: Signup_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le tue foto, i video, i colori e i prossimi spettacoli.`)
};

const ar_signup_benefit_page_body = /** @type {(inputs: Signup_Benefit_Page_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صورك وفيديوهاتك وألوانك وعروضك القادمة.`)
};

/**
* | output |
* | --- |
* | "Your photos, videos, colours and upcoming shows." |
*
* @param {Signup_Benefit_Page_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_benefit_page_body = /** @type {((inputs?: Signup_Benefit_Page_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Benefit_Page_BodyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_benefit_page_body(inputs)
	if (locale === "fr") return fr_signup_benefit_page_body(inputs)
	if (locale === "de") return de_signup_benefit_page_body(inputs)
	if (locale === "pt-BR") return pt_br2_signup_benefit_page_body(inputs)
	if (locale === "it") return it_signup_benefit_page_body(inputs)
	if (locale === "ar") return ar_signup_benefit_page_body(inputs)
	return en_signup_benefit_page_body(inputs)
});