/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Thought_HintInputs */

const en_owner_thought_hint = /** @type {(inputs: Owner_Thought_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A line you live by, shown as a quote on your page.`)
};

const es_owner_thought_hint = /** @type {(inputs: Owner_Thought_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una frase que te guía, mostrada como cita en tu página.`)
};

const fr_owner_thought_hint = /** @type {(inputs: Owner_Thought_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une phrase qui vous guide, affichée en citation sur votre page.`)
};

const de_owner_thought_hint = /** @type {(inputs: Owner_Thought_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Satz, nach dem du lebst, als Zitat auf deiner Seite.`)
};

const pt_br2_owner_thought_hint = /** @type {(inputs: Owner_Thought_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma frase que te guia, mostrada como citação na sua página.`)
};

const it_owner_thought_hint = /** @type {(inputs: Owner_Thought_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una frase in cui credi, mostrata come citazione sulla tua pagina.`)
};

const ar_owner_thought_hint = /** @type {(inputs: Owner_Thought_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عبارة تعيش بها، تظهر كاقتباس على صفحتك.`)
};

/**
* | output |
* | --- |
* | "A line you live by, shown as a quote on your page." |
*
* @param {Owner_Thought_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_thought_hint = /** @type {((inputs?: Owner_Thought_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Thought_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_thought_hint(inputs)
	if (locale === "fr") return fr_owner_thought_hint(inputs)
	if (locale === "de") return de_owner_thought_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_thought_hint(inputs)
	if (locale === "it") return it_owner_thought_hint(inputs)
	if (locale === "ar") return ar_owner_thought_hint(inputs)
	return en_owner_thought_hint(inputs)
});