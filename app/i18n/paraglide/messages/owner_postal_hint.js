/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Postal_HintInputs */

const en_owner_postal_hint = /** @type {(inputs: Owner_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 digits, or ZIP+4 (12345-6789).`)
};

const es_owner_postal_hint = /** @type {(inputs: Owner_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 dígitos, o ZIP+4 (12345-6789).`)
};

const fr_owner_postal_hint = /** @type {(inputs: Owner_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 chiffres, ou ZIP+4 (12345-6789).`)
};

const de_owner_postal_hint = /** @type {(inputs: Owner_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 Ziffern oder ZIP+4 (12345-6789).`)
};

const pt_br2_owner_postal_hint = /** @type {(inputs: Owner_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 dígitos, ou ZIP+4 (12345-6789).`)
};

const it_owner_postal_hint = /** @type {(inputs: Owner_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 cifre, o ZIP+4 (12345-6789).`)
};

const ar_owner_postal_hint = /** @type {(inputs: Owner_Postal_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 أرقام، أو ZIP+4 ‏(12345-6789).`)
};

/**
* | output |
* | --- |
* | "5 digits, or ZIP+4 (12345-6789)." |
*
* @param {Owner_Postal_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_postal_hint = /** @type {((inputs?: Owner_Postal_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Postal_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_postal_hint(inputs)
	if (locale === "fr") return fr_owner_postal_hint(inputs)
	if (locale === "de") return de_owner_postal_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_postal_hint(inputs)
	if (locale === "it") return it_owner_postal_hint(inputs)
	if (locale === "ar") return ar_owner_postal_hint(inputs)
	return en_owner_postal_hint(inputs)
});