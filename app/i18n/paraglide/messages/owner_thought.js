/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_ThoughtInputs */

const en_owner_thought = /** @type {(inputs: Owner_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thought`)
};

const es_owner_thought = /** @type {(inputs: Owner_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frase`)
};

const fr_owner_thought = /** @type {(inputs: Owner_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pensée`)
};

const de_owner_thought = /** @type {(inputs: Owner_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gedanke`)
};

const pt_br2_owner_thought = /** @type {(inputs: Owner_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pensamento`)
};

const it_owner_thought = /** @type {(inputs: Owner_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pensiero`)
};

const ar_owner_thought = /** @type {(inputs: Owner_ThoughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خاطرة`)
};

/**
* | output |
* | --- |
* | "Thought" |
*
* @param {Owner_ThoughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_thought = /** @type {((inputs?: Owner_ThoughtInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_ThoughtInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_thought(inputs)
	if (locale === "fr") return fr_owner_thought(inputs)
	if (locale === "de") return de_owner_thought(inputs)
	if (locale === "pt-BR") return pt_br2_owner_thought(inputs)
	if (locale === "it") return it_owner_thought(inputs)
	if (locale === "ar") return ar_owner_thought(inputs)
	return en_owner_thought(inputs)
});