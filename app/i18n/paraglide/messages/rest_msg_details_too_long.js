/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Rest_Msg_Details_Too_LongInputs */

const en_rest_msg_details_too_long = /** @type {(inputs: Rest_Msg_Details_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep the details under ${i?.max} characters`)
};

const es_rest_msg_details_too_long = /** @type {(inputs: Rest_Msg_Details_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe menos de ${i?.max} caracteres en los detalles`)
};

const fr_rest_msg_details_too_long = /** @type {(inputs: Rest_Msg_Details_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limitez les détails à ${i?.max} caractères`)
};

const de_rest_msg_details_too_long = /** @type {(inputs: Rest_Msg_Details_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Details dürfen höchstens ${i?.max} Zeichen haben`)
};

const pt_br2_rest_msg_details_too_long = /** @type {(inputs: Rest_Msg_Details_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escreva menos de ${i?.max} caracteres nos detalhes`)
};

const it_rest_msg_details_too_long = /** @type {(inputs: Rest_Msg_Details_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scrivi meno di ${i?.max} caratteri nei dettagli`)
};

const ar_rest_msg_details_too_long = /** @type {(inputs: Rest_Msg_Details_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اجعل التفاصيل أقل من ${i?.max} حرف`)
};

/**
* | output |
* | --- |
* | "Keep the details under {max} characters" |
*
* @param {Rest_Msg_Details_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_msg_details_too_long = /** @type {((inputs: Rest_Msg_Details_Too_LongInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Msg_Details_Too_LongInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_msg_details_too_long(inputs)
	if (locale === "fr") return fr_rest_msg_details_too_long(inputs)
	if (locale === "de") return de_rest_msg_details_too_long(inputs)
	if (locale === "pt-BR") return pt_br2_rest_msg_details_too_long(inputs)
	if (locale === "it") return it_rest_msg_details_too_long(inputs)
	if (locale === "ar") return ar_rest_msg_details_too_long(inputs)
	return en_rest_msg_details_too_long(inputs)
});