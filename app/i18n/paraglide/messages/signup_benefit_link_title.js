/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Benefit_Link_TitleInputs */

const en_signup_benefit_link_title = /** @type {(inputs: Signup_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One link for all payments`)
};

const es_signup_benefit_link_title = /** @type {(inputs: Signup_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un enlace para todos los pagos`)
};

const fr_signup_benefit_link_title = /** @type {(inputs: Signup_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un lien pour tous les paiements`)
};

const de_signup_benefit_link_title = /** @type {(inputs: Signup_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Link für alle Zahlungen`)
};

const pt_br2_signup_benefit_link_title = /** @type {(inputs: Signup_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um link para todos os pagamentos`)
};

const it_signup_benefit_link_title = /** @type {(inputs: Signup_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un link per tutti i pagamenti`)
};

const ar_signup_benefit_link_title = /** @type {(inputs: Signup_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط واحد لكل المدفوعات`)
};

/**
* | output |
* | --- |
* | "One link for all payments" |
*
* @param {Signup_Benefit_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_benefit_link_title = /** @type {((inputs?: Signup_Benefit_Link_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Benefit_Link_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_benefit_link_title(inputs)
	if (locale === "fr") return fr_signup_benefit_link_title(inputs)
	if (locale === "de") return de_signup_benefit_link_title(inputs)
	if (locale === "pt-BR") return pt_br2_signup_benefit_link_title(inputs)
	if (locale === "it") return it_signup_benefit_link_title(inputs)
	if (locale === "ar") return ar_signup_benefit_link_title(inputs)
	return en_signup_benefit_link_title(inputs)
});