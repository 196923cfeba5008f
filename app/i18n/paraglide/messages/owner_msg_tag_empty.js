/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Tag_EmptyInputs */

const en_owner_msg_tag_empty = /** @type {(inputs: Owner_Msg_Tag_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags cannot be empty`)
};

const es_owner_msg_tag_empty = /** @type {(inputs: Owner_Msg_Tag_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las etiquetas no pueden estar vacías`)
};

const fr_owner_msg_tag_empty = /** @type {(inputs: Owner_Msg_Tag_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots-clés ne peuvent pas être vides`)
};

const de_owner_msg_tag_empty = /** @type {(inputs: Owner_Msg_Tag_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlagwörter dürfen nicht leer sein`)
};

const pt_br2_owner_msg_tag_empty = /** @type {(inputs: Owner_Msg_Tag_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As tags não podem ficar vazias`)
};

const it_owner_msg_tag_empty = /** @type {(inputs: Owner_Msg_Tag_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I tag non possono essere vuoti`)
};

const ar_owner_msg_tag_empty = /** @type {(inputs: Owner_Msg_Tag_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن أن تكون الوسوم فارغة`)
};

/**
* | output |
* | --- |
* | "Tags cannot be empty" |
*
* @param {Owner_Msg_Tag_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_tag_empty = /** @type {((inputs?: Owner_Msg_Tag_EmptyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Tag_EmptyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_tag_empty(inputs)
	if (locale === "fr") return fr_owner_msg_tag_empty(inputs)
	if (locale === "de") return de_owner_msg_tag_empty(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_tag_empty(inputs)
	if (locale === "it") return it_owner_msg_tag_empty(inputs)
	if (locale === "ar") return ar_owner_msg_tag_empty(inputs)
	return en_owner_msg_tag_empty(inputs)
});