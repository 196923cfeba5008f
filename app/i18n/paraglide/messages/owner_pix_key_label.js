/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Pix_Key_LabelInputs */

const en_owner_pix_key_label = /** @type {(inputs: Owner_Pix_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIX key (Brazil)`)
};

const es_owner_pix_key_label = /** @type {(inputs: Owner_Pix_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave PIX (Brasil)`)
};

const fr_owner_pix_key_label = /** @type {(inputs: Owner_Pix_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé PIX (Brésil)`)
};

const de_owner_pix_key_label = /** @type {(inputs: Owner_Pix_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIX-Schlüssel (Brasilien)`)
};

const pt_br2_owner_pix_key_label = /** @type {(inputs: Owner_Pix_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave PIX (Brasil)`)
};

const it_owner_pix_key_label = /** @type {(inputs: Owner_Pix_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiave PIX (Brasile)`)
};

const ar_owner_pix_key_label = /** @type {(inputs: Owner_Pix_Key_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفتاح PIX (البرازيل)`)
};

/**
* | output |
* | --- |
* | "PIX key (Brazil)" |
*
* @param {Owner_Pix_Key_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_pix_key_label = /** @type {((inputs?: Owner_Pix_Key_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Pix_Key_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_pix_key_label(inputs)
	if (locale === "fr") return fr_owner_pix_key_label(inputs)
	if (locale === "de") return de_owner_pix_key_label(inputs)
	if (locale === "pt-BR") return pt_br2_owner_pix_key_label(inputs)
	if (locale === "it") return it_owner_pix_key_label(inputs)
	if (locale === "ar") return ar_owner_pix_key_label(inputs)
	return en_owner_pix_key_label(inputs)
});