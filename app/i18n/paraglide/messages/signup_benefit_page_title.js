/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Benefit_Page_TitleInputs */

const en_signup_benefit_page_title = /** @type {(inputs: Signup_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personalised profile pages`)
};

const es_signup_benefit_page_title = /** @type {(inputs: Signup_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de perfil personalizadas`)
};

const fr_signup_benefit_page_title = /** @type {(inputs: Signup_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des pages de profil personnalisées`)
};

const de_signup_benefit_page_title = /** @type {(inputs: Signup_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persönliche Profilseiten`)
};

const pt_br2_signup_benefit_page_title = /** @type {(inputs: Signup_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de perfil personalizadas`)
};

const it_signup_benefit_page_title = /** @type {(inputs: Signup_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine profilo personalizzate`)
};

const ar_signup_benefit_page_title = /** @type {(inputs: Signup_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحات ملف تعريفي مخصّصة`)
};

/**
* | output |
* | --- |
* | "Personalised profile pages" |
*
* @param {Signup_Benefit_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_benefit_page_title = /** @type {((inputs?: Signup_Benefit_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Benefit_Page_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_benefit_page_title(inputs)
	if (locale === "fr") return fr_signup_benefit_page_title(inputs)
	if (locale === "de") return de_signup_benefit_page_title(inputs)
	if (locale === "pt-BR") return pt_br2_signup_benefit_page_title(inputs)
	if (locale === "it") return it_signup_benefit_page_title(inputs)
	if (locale === "ar") return ar_signup_benefit_page_title(inputs)
	return en_signup_benefit_page_title(inputs)
});