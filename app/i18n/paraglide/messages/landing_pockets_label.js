/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Pockets_LabelInputs */

const en_landing_pockets_label = /** @type {(inputs: Landing_Pockets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What a passer-by carries after your set`)
};

const es_landing_pockets_label = /** @type {(inputs: Landing_Pockets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que lleva un transeúnte después de tu actuación`)
};

const fr_landing_pockets_label = /** @type {(inputs: Landing_Pockets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qu'un passant a sur lui après votre set`)
};

const de_landing_pockets_label = /** @type {(inputs: Landing_Pockets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was ein Passant nach deinem Auftritt dabeihat`)
};

const pt_br2_landing_pockets_label = /** @type {(inputs: Landing_Pockets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que quem passa carrega depois do seu show`)
};

const it_landing_pockets_label = /** @type {(inputs: Landing_Pockets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cosa ha con sé un passante dopo la tua esibizione`)
};

const ar_landing_pockets_label = /** @type {(inputs: Landing_Pockets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما يحمله المارّ بعد عرضك`)
};

/**
* | output |
* | --- |
* | "What a passer-by carries after your set" |
*
* @param {Landing_Pockets_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_pockets_label = /** @type {((inputs?: Landing_Pockets_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Pockets_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_pockets_label(inputs)
	if (locale === "fr") return fr_landing_pockets_label(inputs)
	if (locale === "de") return de_landing_pockets_label(inputs)
	if (locale === "pt-BR") return pt_br2_landing_pockets_label(inputs)
	if (locale === "it") return it_landing_pockets_label(inputs)
	if (locale === "ar") return ar_landing_pockets_label(inputs)
	return en_landing_pockets_label(inputs)
});