/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_First_NameInputs */

const en_owner_first_name = /** @type {(inputs: Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

const es_owner_first_name = /** @type {(inputs: Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const fr_owner_first_name = /** @type {(inputs: Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

const de_owner_first_name = /** @type {(inputs: Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

const pt_br2_owner_first_name = /** @type {(inputs: Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

const it_owner_first_name = /** @type {(inputs: Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

const ar_owner_first_name = /** @type {(inputs: Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم الأول`)
};

/**
* | output |
* | --- |
* | "First name" |
*
* @param {Owner_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_first_name = /** @type {((inputs?: Owner_First_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_First_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_first_name(inputs)
	if (locale === "fr") return fr_owner_first_name(inputs)
	if (locale === "de") return de_owner_first_name(inputs)
	if (locale === "pt-BR") return pt_br2_owner_first_name(inputs)
	if (locale === "it") return it_owner_first_name(inputs)
	if (locale === "ar") return ar_owner_first_name(inputs)
	return en_owner_first_name(inputs)
});