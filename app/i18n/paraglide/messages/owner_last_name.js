/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Last_NameInputs */

const en_owner_last_name = /** @type {(inputs: Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

const es_owner_last_name = /** @type {(inputs: Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apellidos`)
};

const fr_owner_last_name = /** @type {(inputs: Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const de_owner_last_name = /** @type {(inputs: Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

const pt_br2_owner_last_name = /** @type {(inputs: Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobrenome`)
};

const it_owner_last_name = /** @type {(inputs: Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cognome`)
};

const ar_owner_last_name = /** @type {(inputs: Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم العائلة`)
};

/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Owner_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_last_name = /** @type {((inputs?: Owner_Last_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Last_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_last_name(inputs)
	if (locale === "fr") return fr_owner_last_name(inputs)
	if (locale === "de") return de_owner_last_name(inputs)
	if (locale === "pt-BR") return pt_br2_owner_last_name(inputs)
	if (locale === "it") return it_owner_last_name(inputs)
	if (locale === "ar") return ar_owner_last_name(inputs)
	return en_owner_last_name(inputs)
});