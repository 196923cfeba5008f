/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Upi_LabelInputs */

const en_owner_upi_label = /** @type {(inputs: Owner_Upi_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI ID (India)`)
};

const es_owner_upi_label = /** @type {(inputs: Owner_Upi_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de UPI (India)`)
};

const fr_owner_upi_label = /** @type {(inputs: Owner_Upi_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant UPI (Inde)`)
};

const de_owner_upi_label = /** @type {(inputs: Owner_Upi_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UPI-ID (Indien)`)
};

const pt_br2_owner_upi_label = /** @type {(inputs: Owner_Upi_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID UPI (Índia)`)
};

const it_owner_upi_label = /** @type {(inputs: Owner_Upi_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID UPI (India)`)
};

const ar_owner_upi_label = /** @type {(inputs: Owner_Upi_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معرّف UPI (الهند)`)
};

/**
* | output |
* | --- |
* | "UPI ID (India)" |
*
* @param {Owner_Upi_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_upi_label = /** @type {((inputs?: Owner_Upi_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Upi_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_upi_label(inputs)
	if (locale === "fr") return fr_owner_upi_label(inputs)
	if (locale === "de") return de_owner_upi_label(inputs)
	if (locale === "pt-BR") return pt_br2_owner_upi_label(inputs)
	if (locale === "it") return it_owner_upi_label(inputs)
	if (locale === "ar") return ar_owner_upi_label(inputs)
	return en_owner_upi_label(inputs)
});