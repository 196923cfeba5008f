/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Owner_Description_HintInputs */

const en_owner_description_hint = /** @type {(inputs: Owner_Description_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What you do, where to find you. Up to ${i?.max} characters.`)
};

const es_owner_description_hint = /** @type {(inputs: Owner_Description_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qué haces y dónde encontrarte. Hasta ${i?.max} caracteres.`)
};

const fr_owner_description_hint = /** @type {(inputs: Owner_Description_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce que vous faites, où vous trouver. Jusqu’à ${i?.max} caractères.`)
};

const de_owner_description_hint = /** @type {(inputs: Owner_Description_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Was du machst, wo man dich findet. Bis zu ${i?.max} Zeichen.`)
};

const pt_br2_owner_description_hint = /** @type {(inputs: Owner_Description_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O que você faz, onde te encontrar. Até ${i?.max} caracteres.`)
};

const it_owner_description_hint = /** @type {(inputs: Owner_Description_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cosa fai, dove trovarti. Fino a ${i?.max} caratteri.`)
};

const ar_owner_description_hint = /** @type {(inputs: Owner_Description_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ماذا تقدّم وأين يجدك الناس. حتى ${i?.max} حرف.`)
};

/**
* | output |
* | --- |
* | "What you do, where to find you. Up to {max} characters." |
*
* @param {Owner_Description_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_description_hint = /** @type {((inputs: Owner_Description_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Description_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_description_hint(inputs)
	if (locale === "fr") return fr_owner_description_hint(inputs)
	if (locale === "de") return de_owner_description_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_description_hint(inputs)
	if (locale === "it") return it_owner_description_hint(inputs)
	if (locale === "ar") return ar_owner_description_hint(inputs)
	return en_owner_description_hint(inputs)
});