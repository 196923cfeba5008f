/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Cta_TitleInputs */

const en_landing_cta_title = /** @type {(inputs: Landing_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your next set could be your best paid one.`)
};

const es_landing_cta_title = /** @type {(inputs: Landing_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu próxima actuación podría ser la mejor pagada.`)
};

const fr_landing_cta_title = /** @type {(inputs: Landing_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre prochain set pourrait être le mieux payé.`)
};

const de_landing_cta_title = /** @type {(inputs: Landing_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein nächster Auftritt könnte dein bestbezahlter werden.`)
};

const pt_br2_landing_cta_title = /** @type {(inputs: Landing_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu próximo show pode ser o mais bem pago.`)
};

const it_landing_cta_title = /** @type {(inputs: Landing_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua prossima esibizione potrebbe essere la più pagata.`)
};

const ar_landing_cta_title = /** @type {(inputs: Landing_Cta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد يكون عرضك القادم الأعلى أجرًا.`)
};

/**
* | output |
* | --- |
* | "Your next set could be your best paid one." |
*
* @param {Landing_Cta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_cta_title = /** @type {((inputs?: Landing_Cta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Cta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_cta_title(inputs)
	if (locale === "fr") return fr_landing_cta_title(inputs)
	if (locale === "de") return de_landing_cta_title(inputs)
	if (locale === "pt-BR") return pt_br2_landing_cta_title(inputs)
	if (locale === "it") return it_landing_cta_title(inputs)
	if (locale === "ar") return ar_landing_cta_title(inputs)
	return en_landing_cta_title(inputs)
});