/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown>, max: NonNullable<unknown> }} Dash_Msg_Notice_Too_LongInputs */

const en_dash_msg_notice_too_long = /** @type {(inputs: Dash_Msg_Notice_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The notice is ${i?.length} characters; it can be at most ${i?.max}.`)
};

const es_dash_msg_notice_too_long = /** @type {(inputs: Dash_Msg_Notice_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El aviso tiene ${i?.length} caracteres; puede tener como máximo ${i?.max}.`)
};

const fr_dash_msg_notice_too_long = /** @type {(inputs: Dash_Msg_Notice_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le message fait ${i?.length} caractères ; il peut en faire au plus ${i?.max}.`)
};

const de_dash_msg_notice_too_long = /** @type {(inputs: Dash_Msg_Notice_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Nachricht hat ${i?.length} Zeichen; erlaubt sind höchstens ${i?.max}.`)
};

const pt_br2_dash_msg_notice_too_long = /** @type {(inputs: Dash_Msg_Notice_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O aviso tem ${i?.length} caracteres; pode ter no máximo ${i?.max}.`)
};

const it_dash_msg_notice_too_long = /** @type {(inputs: Dash_Msg_Notice_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’avviso è di ${i?.length} caratteri; può esserne al massimo ${i?.max}.`)
};

const ar_dash_msg_notice_too_long = /** @type {(inputs: Dash_Msg_Notice_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`طول الإشعار ${i?.length} حرفًا؛ والحد الأقصى ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "The notice is {length} characters; it can be at most {max}." |
*
* @param {Dash_Msg_Notice_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_notice_too_long = /** @type {((inputs: Dash_Msg_Notice_Too_LongInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Notice_Too_LongInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_notice_too_long(inputs)
	if (locale === "fr") return fr_dash_msg_notice_too_long(inputs)
	if (locale === "de") return de_dash_msg_notice_too_long(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_notice_too_long(inputs)
	if (locale === "it") return it_dash_msg_notice_too_long(inputs)
	if (locale === "ar") return ar_dash_msg_notice_too_long(inputs)
	return en_dash_msg_notice_too_long(inputs)
});