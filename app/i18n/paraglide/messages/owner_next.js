/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_NextInputs */

const en_owner_next = /** @type {(inputs: Owner_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

const es_owner_next = /** @type {(inputs: Owner_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente`)
};

const fr_owner_next = /** @type {(inputs: Owner_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivant`)
};

const de_owner_next = /** @type {(inputs: Owner_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

const pt_br2_owner_next = /** @type {(inputs: Owner_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avançar`)
};

const it_owner_next = /** @type {(inputs: Owner_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avanti`)
};

const ar_owner_next = /** @type {(inputs: Owner_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التالي`)
};

/**
* | output |
* | --- |
* | "Next" |
*
* @param {Owner_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_next = /** @type {((inputs?: Owner_NextInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_NextInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_next(inputs)
	if (locale === "fr") return fr_owner_next(inputs)
	if (locale === "de") return de_owner_next(inputs)
	if (locale === "pt-BR") return pt_br2_owner_next(inputs)
	if (locale === "it") return it_owner_next(inputs)
	if (locale === "ar") return ar_owner_next(inputs)
	return en_owner_next(inputs)
});