/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Owner_Msg_At_Most_CharsInputs */

const en_owner_msg_at_most_chars = /** @type {(inputs: Owner_Msg_At_Most_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} characters`)
};

const es_owner_msg_at_most_chars = /** @type {(inputs: Owner_Msg_At_Most_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} caracteres`)
};

const fr_owner_msg_at_most_chars = /** @type {(inputs: Owner_Msg_At_Most_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} caractères au plus`)
};

const de_owner_msg_at_most_chars = /** @type {(inputs: Owner_Msg_At_Most_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.max} Zeichen`)
};

const pt_br2_owner_msg_at_most_chars = /** @type {(inputs: Owner_Msg_At_Most_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No máximo ${i?.max} caracteres`)
};

const it_owner_msg_at_most_chars = /** @type {(inputs: Owner_Msg_At_Most_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al massimo ${i?.max} caratteri`)
};

const ar_owner_msg_at_most_chars = /** @type {(inputs: Owner_Msg_At_Most_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} حرفًا كحد أقصى`)
};

/**
* | output |
* | --- |
* | "At most {max} characters" |
*
* @param {Owner_Msg_At_Most_CharsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_at_most_chars = /** @type {((inputs: Owner_Msg_At_Most_CharsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_At_Most_CharsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_at_most_chars(inputs)
	if (locale === "fr") return fr_owner_msg_at_most_chars(inputs)
	if (locale === "de") return de_owner_msg_at_most_chars(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_at_most_chars(inputs)
	if (locale === "it") return it_owner_msg_at_most_chars(inputs)
	if (locale === "ar") return ar_owner_msg_at_most_chars(inputs)
	return en_owner_msg_at_most_chars(inputs)
});