/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Benefit_Link_TitleInputs */

const en_landing_benefit_link_title = /** @type {(inputs: Landing_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One link for all payments`)
};

const es_landing_benefit_link_title = /** @type {(inputs: Landing_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un enlace para todos los pagos`)
};

const fr_landing_benefit_link_title = /** @type {(inputs: Landing_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un lien pour tous les paiements`)
};

const de_landing_benefit_link_title = /** @type {(inputs: Landing_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Link für alle Zahlungen`)
};

const pt_br2_landing_benefit_link_title = /** @type {(inputs: Landing_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um link para todos os pagamentos`)
};

const it_landing_benefit_link_title = /** @type {(inputs: Landing_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un link per tutti i pagamenti`)
};

const ar_landing_benefit_link_title = /** @type {(inputs: Landing_Benefit_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط واحد لكل المدفوعات`)
};

/**
* | output |
* | --- |
* | "One link for all payments" |
*
* @param {Landing_Benefit_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_benefit_link_title = /** @type {((inputs?: Landing_Benefit_Link_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Benefit_Link_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_benefit_link_title(inputs)
	if (locale === "fr") return fr_landing_benefit_link_title(inputs)
	if (locale === "de") return de_landing_benefit_link_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_benefit_link_title(inputs)
	if (locale === "it") return it_landing_benefit_link_title(inputs)
	if (locale === "ar") return ar_landing_benefit_link_title(inputs)
	return en_landing_benefit_link_title(inputs)
});