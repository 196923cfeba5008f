/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Benefit_Page_TitleInputs */

const en_landing_benefit_page_title = /** @type {(inputs: Landing_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A page that looks like you`)
};

const es_landing_benefit_page_title = /** @type {(inputs: Landing_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una página que se parece a ti`)
};

const fr_landing_benefit_page_title = /** @type {(inputs: Landing_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une page à votre image`)
};

const de_landing_benefit_page_title = /** @type {(inputs: Landing_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Seite, die zu dir passt`)
};

const pt_br2_landing_benefit_page_title = /** @type {(inputs: Landing_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma página com a sua cara`)
};

const it_landing_benefit_page_title = /** @type {(inputs: Landing_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una pagina che ti somiglia`)
};

const ar_landing_benefit_page_title = /** @type {(inputs: Landing_Benefit_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحة تشبهك`)
};

/**
* | output |
* | --- |
* | "A page that looks like you" |
*
* @param {Landing_Benefit_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_benefit_page_title = /** @type {((inputs?: Landing_Benefit_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Benefit_Page_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_benefit_page_title(inputs)
	if (locale === "fr") return fr_landing_benefit_page_title(inputs)
	if (locale === "de") return de_landing_benefit_page_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_benefit_page_title(inputs)
	if (locale === "it") return it_landing_benefit_page_title(inputs)
	if (locale === "ar") return ar_landing_benefit_page_title(inputs)
	return en_landing_benefit_page_title(inputs)
});