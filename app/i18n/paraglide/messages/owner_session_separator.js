/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Session_SeparatorInputs */

const en_owner_session_separator = /** @type {(inputs: Owner_Session_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

const es_owner_session_separator = /** @type {(inputs: Owner_Session_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

const fr_owner_session_separator = /** @type {(inputs: Owner_Session_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

const de_owner_session_separator = /** @type {(inputs: Owner_Session_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

const pt_br2_owner_session_separator = /** @type {(inputs: Owner_Session_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

const it_owner_session_separator = /** @type {(inputs: Owner_Session_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

const ar_owner_session_separator = /** @type {(inputs: Owner_Session_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`، `)
};

/**
* | output |
* | --- |
* | "," |
*
* @param {Owner_Session_SeparatorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_session_separator = /** @type {((inputs?: Owner_Session_SeparatorInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Session_SeparatorInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_session_separator(inputs)
	if (locale === "fr") return fr_owner_session_separator(inputs)
	if (locale === "de") return de_owner_session_separator(inputs)
	if (locale === "pt-BR") return pt_br2_owner_session_separator(inputs)
	if (locale === "it") return it_owner_session_separator(inputs)
	if (locale === "ar") return ar_owner_session_separator(inputs)
	return en_owner_session_separator(inputs)
});