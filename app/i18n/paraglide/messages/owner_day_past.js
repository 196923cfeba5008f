/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Day_PastInputs */

const en_owner_day_past = /** @type {(inputs: Owner_Day_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`past`)
};

const es_owner_day_past = /** @type {(inputs: Owner_Day_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pasado`)
};

const fr_owner_day_past = /** @type {(inputs: Owner_Day_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passé`)
};

const de_owner_day_past = /** @type {(inputs: Owner_Day_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vergangen`)
};

const pt_br2_owner_day_past = /** @type {(inputs: Owner_Day_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passado`)
};

const it_owner_day_past = /** @type {(inputs: Owner_Day_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passato`)
};

const ar_owner_day_past = /** @type {(inputs: Owner_Day_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مضى`)
};

/**
* | output |
* | --- |
* | "past" |
*
* @param {Owner_Day_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_day_past = /** @type {((inputs?: Owner_Day_PastInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Day_PastInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_day_past(inputs)
	if (locale === "fr") return fr_owner_day_past(inputs)
	if (locale === "de") return de_owner_day_past(inputs)
	if (locale === "pt-BR") return pt_br2_owner_day_past(inputs)
	if (locale === "it") return it_owner_day_past(inputs)
	if (locale === "ar") return ar_owner_day_past(inputs)
	return en_owner_day_past(inputs)
});