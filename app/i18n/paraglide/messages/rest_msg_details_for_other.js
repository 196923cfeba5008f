/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Msg_Details_For_OtherInputs */

const en_rest_msg_details_for_other = /** @type {(inputs: Rest_Msg_Details_For_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what is wrong`)
};

const es_rest_msg_details_for_other = /** @type {(inputs: Rest_Msg_Details_For_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuéntanos qué falla`)
};

const fr_rest_msg_details_for_other = /** @type {(inputs: Rest_Msg_Details_For_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous ce qui ne va pas`)
};

const de_rest_msg_details_for_other = /** @type {(inputs: Rest_Msg_Details_For_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sag uns, was nicht stimmt`)
};

const pt_br2_rest_msg_details_for_other = /** @type {(inputs: Rest_Msg_Details_For_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conte o que está errado`)
};

const it_rest_msg_details_for_other = /** @type {(inputs: Rest_Msg_Details_For_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dicci cosa non va`)
};

const ar_rest_msg_details_for_other = /** @type {(inputs: Rest_Msg_Details_For_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أخبرنا بما هو خطأ`)
};

/**
* | output |
* | --- |
* | "Tell us what is wrong" |
*
* @param {Rest_Msg_Details_For_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_msg_details_for_other = /** @type {((inputs?: Rest_Msg_Details_For_OtherInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Msg_Details_For_OtherInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_msg_details_for_other(inputs)
	if (locale === "fr") return fr_rest_msg_details_for_other(inputs)
	if (locale === "de") return de_rest_msg_details_for_other(inputs)
	if (locale === "pt-BR") return pt_br2_rest_msg_details_for_other(inputs)
	if (locale === "it") return it_rest_msg_details_for_other(inputs)
	if (locale === "ar") return ar_rest_msg_details_for_other(inputs)
	return en_rest_msg_details_for_other(inputs)
});