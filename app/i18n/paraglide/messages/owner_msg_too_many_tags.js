/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Owner_Msg_Too_Many_TagsInputs */

const en_owner_msg_too_many_tags = /** @type {(inputs: Owner_Msg_Too_Many_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} tags`)
};

const es_owner_msg_too_many_tags = /** @type {(inputs: Owner_Msg_Too_Many_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} etiquetas`)
};

const fr_owner_msg_too_many_tags = /** @type {(inputs: Owner_Msg_Too_Many_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} mots-clés au plus`)
};

const de_owner_msg_too_many_tags = /** @type {(inputs: Owner_Msg_Too_Many_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.max} Schlagwörter`)
};

const pt_br2_owner_msg_too_many_tags = /** @type {(inputs: Owner_Msg_Too_Many_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No máximo ${i?.max} tags`)
};

const it_owner_msg_too_many_tags = /** @type {(inputs: Owner_Msg_Too_Many_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al massimo ${i?.max} tag`)
};

const ar_owner_msg_too_many_tags = /** @type {(inputs: Owner_Msg_Too_Many_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} وسمًا كحد أقصى`)
};

/**
* | output |
* | --- |
* | "At most {max} tags" |
*
* @param {Owner_Msg_Too_Many_TagsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_too_many_tags = /** @type {((inputs: Owner_Msg_Too_Many_TagsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Too_Many_TagsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_too_many_tags(inputs)
	if (locale === "fr") return fr_owner_msg_too_many_tags(inputs)
	if (locale === "de") return de_owner_msg_too_many_tags(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_too_many_tags(inputs)
	if (locale === "it") return it_owner_msg_too_many_tags(inputs)
	if (locale === "ar") return ar_owner_msg_too_many_tags(inputs)
	return en_owner_msg_too_many_tags(inputs)
});