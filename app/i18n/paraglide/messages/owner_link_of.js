/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Owner_Link_OfInputs */

const en_owner_link_of = /** @type {(inputs: Owner_Link_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} link`)
};

const es_owner_link_of = /** @type {(inputs: Owner_Link_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enlace de ${i?.label}`)
};

const fr_owner_link_of = /** @type {(inputs: Owner_Link_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lien ${i?.label}`)
};

const de_owner_link_of = /** @type {(inputs: Owner_Link_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}-Link`)
};

const pt_br2_owner_link_of = /** @type {(inputs: Owner_Link_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Link do ${i?.label}`)
};

const it_owner_link_of = /** @type {(inputs: Owner_Link_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Link ${i?.label}`)
};

const ar_owner_link_of = /** @type {(inputs: Owner_Link_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رابط ${i?.label}`)
};

/**
* | output |
* | --- |
* | "{label} link" |
*
* @param {Owner_Link_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_link_of = /** @type {((inputs: Owner_Link_OfInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Link_OfInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_link_of(inputs)
	if (locale === "fr") return fr_owner_link_of(inputs)
	if (locale === "de") return de_owner_link_of(inputs)
	if (locale === "pt-BR") return pt_br2_owner_link_of(inputs)
	if (locale === "it") return it_owner_link_of(inputs)
	if (locale === "ar") return ar_owner_link_of(inputs)
	return en_owner_link_of(inputs)
});