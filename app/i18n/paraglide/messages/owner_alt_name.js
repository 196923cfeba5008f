/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Alt_NameInputs */

const en_owner_alt_name = /** @type {(inputs: Owner_Alt_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alt / stage name`)
};

const es_owner_alt_name = /** @type {(inputs: Owner_Alt_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre artístico`)
};

const fr_owner_alt_name = /** @type {(inputs: Owner_Alt_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de scène`)
};

const de_owner_alt_name = /** @type {(inputs: Owner_Alt_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Künstlername`)
};

const pt_br2_owner_alt_name = /** @type {(inputs: Owner_Alt_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome artístico`)
};

const it_owner_alt_name = /** @type {(inputs: Owner_Alt_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome d’arte`)
};

const ar_owner_alt_name = /** @type {(inputs: Owner_Alt_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم الفني`)
};

/**
* | output |
* | --- |
* | "Alt / stage name" |
*
* @param {Owner_Alt_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_alt_name = /** @type {((inputs?: Owner_Alt_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Alt_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_alt_name(inputs)
	if (locale === "fr") return fr_owner_alt_name(inputs)
	if (locale === "de") return de_owner_alt_name(inputs)
	if (locale === "pt-BR") return pt_br2_owner_alt_name(inputs)
	if (locale === "it") return it_owner_alt_name(inputs)
	if (locale === "ar") return ar_owner_alt_name(inputs)
	return en_owner_alt_name(inputs)
});