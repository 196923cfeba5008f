/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tags_ChosenInputs */

const en_owner_tags_chosen = /** @type {(inputs: Owner_Tags_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen tags`)
};

const es_owner_tags_chosen = /** @type {(inputs: Owner_Tags_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etiquetas elegidas`)
};

const fr_owner_tags_chosen = /** @type {(inputs: Owner_Tags_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mots-clés choisis`)
};

const de_owner_tags_chosen = /** @type {(inputs: Owner_Tags_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewählte Schlagwörter`)
};

const pt_br2_owner_tags_chosen = /** @type {(inputs: Owner_Tags_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags escolhidas`)
};

const it_owner_tags_chosen = /** @type {(inputs: Owner_Tags_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tag scelti`)
};

const ar_owner_tags_chosen = /** @type {(inputs: Owner_Tags_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الوسوم المختارة`)
};

/**
* | output |
* | --- |
* | "Chosen tags" |
*
* @param {Owner_Tags_ChosenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_tags_chosen = /** @type {((inputs?: Owner_Tags_ChosenInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tags_ChosenInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tags_chosen(inputs)
	if (locale === "fr") return fr_owner_tags_chosen(inputs)
	if (locale === "de") return de_owner_tags_chosen(inputs)
	if (locale === "pt-BR") return pt_br2_owner_tags_chosen(inputs)
	if (locale === "it") return it_owner_tags_chosen(inputs)
	if (locale === "ar") return ar_owner_tags_chosen(inputs)
	return en_owner_tags_chosen(inputs)
});