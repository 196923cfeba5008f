/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Draft_DiscardInputs */

const en_owner_draft_discard = /** @type {(inputs: Owner_Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard them`)
};

const es_owner_draft_discard = /** @type {(inputs: Owner_Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartarlos`)
};

const fr_owner_draft_discard = /** @type {(inputs: Owner_Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les abandonner`)
};

const de_owner_draft_discard = /** @type {(inputs: Owner_Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwerfen`)
};

const pt_br2_owner_draft_discard = /** @type {(inputs: Owner_Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

const it_owner_draft_discard = /** @type {(inputs: Owner_Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scartale`)
};

const ar_owner_draft_discard = /** @type {(inputs: Owner_Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجاهلها`)
};

/**
* | output |
* | --- |
* | "Discard them" |
*
* @param {Owner_Draft_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_draft_discard = /** @type {((inputs?: Owner_Draft_DiscardInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Draft_DiscardInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_draft_discard(inputs)
	if (locale === "fr") return fr_owner_draft_discard(inputs)
	if (locale === "de") return de_owner_draft_discard(inputs)
	if (locale === "pt-BR") return pt_br2_owner_draft_discard(inputs)
	if (locale === "it") return it_owner_draft_discard(inputs)
	if (locale === "ar") return ar_owner_draft_discard(inputs)
	return en_owner_draft_discard(inputs)
});