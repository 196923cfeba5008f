/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_StateInputs */

const en_owner_state = /** @type {(inputs: Owner_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

const es_owner_state = /** @type {(inputs: Owner_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado o provincia`)
};

const fr_owner_state = /** @type {(inputs: Owner_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`État ou région`)
};

const de_owner_state = /** @type {(inputs: Owner_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundesland`)
};

const pt_br2_owner_state = /** @type {(inputs: Owner_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

const it_owner_state = /** @type {(inputs: Owner_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stato o provincia`)
};

const ar_owner_state = /** @type {(inputs: Owner_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الولاية`)
};

/**
* | output |
* | --- |
* | "State" |
*
* @param {Owner_StateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_state = /** @type {((inputs?: Owner_StateInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_StateInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_state(inputs)
	if (locale === "fr") return fr_owner_state(inputs)
	if (locale === "de") return de_owner_state(inputs)
	if (locale === "pt-BR") return pt_br2_owner_state(inputs)
	if (locale === "it") return it_owner_state(inputs)
	if (locale === "ar") return ar_owner_state(inputs)
	return en_owner_state(inputs)
});