/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_StoryInputs */

const en_owner_story = /** @type {(inputs: Owner_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell your story`)
};

const es_owner_story = /** @type {(inputs: Owner_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta tu historia`)
};

const fr_owner_story = /** @type {(inputs: Owner_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racontez votre histoire`)
};

const de_owner_story = /** @type {(inputs: Owner_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erzähl deine Geschichte`)
};

const pt_br2_owner_story = /** @type {(inputs: Owner_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conte sua história`)
};

const it_owner_story = /** @type {(inputs: Owner_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racconta la tua storia`)
};

const ar_owner_story = /** @type {(inputs: Owner_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احكِ قصتك`)
};

/**
* | output |
* | --- |
* | "Tell your story" |
*
* @param {Owner_StoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_story = /** @type {((inputs?: Owner_StoryInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_StoryInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_story(inputs)
	if (locale === "fr") return fr_owner_story(inputs)
	if (locale === "de") return de_owner_story(inputs)
	if (locale === "pt-BR") return pt_br2_owner_story(inputs)
	if (locale === "it") return it_owner_story(inputs)
	if (locale === "ar") return ar_owner_story(inputs)
	return en_owner_story(inputs)
});