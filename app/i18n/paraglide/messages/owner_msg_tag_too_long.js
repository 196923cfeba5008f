/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Owner_Msg_Tag_Too_LongInputs */

const en_owner_msg_tag_too_long = /** @type {(inputs: Owner_Msg_Tag_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each tag at most ${i?.max} characters`)
};

const es_owner_msg_tag_too_long = /** @type {(inputs: Owner_Msg_Tag_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada etiqueta, como máximo ${i?.max} caracteres`)
};

const fr_owner_msg_tag_too_long = /** @type {(inputs: Owner_Msg_Tag_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque mot-clé : ${i?.max} caractères au plus`)
};

const de_owner_msg_tag_too_long = /** @type {(inputs: Owner_Msg_Tag_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Schlagwort höchstens ${i?.max} Zeichen`)
};

const pt_br2_owner_msg_tag_too_long = /** @type {(inputs: Owner_Msg_Tag_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada tag com no máximo ${i?.max} caracteres`)
};

const it_owner_msg_tag_too_long = /** @type {(inputs: Owner_Msg_Tag_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ogni tag al massimo ${i?.max} caratteri`)
};

const ar_owner_msg_tag_too_long = /** @type {(inputs: Owner_Msg_Tag_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كل وسم ${i?.max} حرفًا كحد أقصى`)
};

/**
* | output |
* | --- |
* | "Each tag at most {max} characters" |
*
* @param {Owner_Msg_Tag_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_tag_too_long = /** @type {((inputs: Owner_Msg_Tag_Too_LongInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Tag_Too_LongInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_tag_too_long(inputs)
	if (locale === "fr") return fr_owner_msg_tag_too_long(inputs)
	if (locale === "de") return de_owner_msg_tag_too_long(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_tag_too_long(inputs)
	if (locale === "it") return it_owner_msg_tag_too_long(inputs)
	if (locale === "ar") return ar_owner_msg_tag_too_long(inputs)
	return en_owner_msg_tag_too_long(inputs)
});