/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Rest_Admin_Reply_ToInputs */

const en_rest_admin_reply_to = /** @type {(inputs: Rest_Admin_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`reply to ${i?.email}`)
};

const es_rest_admin_reply_to = /** @type {(inputs: Rest_Admin_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`responder a ${i?.email}`)
};

const fr_rest_admin_reply_to = /** @type {(inputs: Rest_Admin_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`répondre à ${i?.email}`)
};

const de_rest_admin_reply_to = /** @type {(inputs: Rest_Admin_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antwort an ${i?.email}`)
};

const pt_br2_rest_admin_reply_to = /** @type {(inputs: Rest_Admin_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`responder para ${i?.email}`)
};

const it_rest_admin_reply_to = /** @type {(inputs: Rest_Admin_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`rispondi a ${i?.email}`)
};

const ar_rest_admin_reply_to = /** @type {(inputs: Rest_Admin_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الرد إلى ${i?.email}`)
};

/**
* | output |
* | --- |
* | "reply to {email}" |
*
* @param {Rest_Admin_Reply_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_reply_to = /** @type {((inputs: Rest_Admin_Reply_ToInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Reply_ToInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_reply_to(inputs)
	if (locale === "fr") return fr_rest_admin_reply_to(inputs)
	if (locale === "de") return de_rest_admin_reply_to(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_reply_to(inputs)
	if (locale === "it") return it_rest_admin_reply_to(inputs)
	if (locale === "ar") return ar_rest_admin_reply_to(inputs)
	return en_rest_admin_reply_to(inputs)
});