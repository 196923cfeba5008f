/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown> }} Profile_Message_ForInputs */

const en_profile_message_for = /** @type {(inputs: Profile_Message_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Message for ${i?.firstName}`)
};

const es_profile_message_for = /** @type {(inputs: Profile_Message_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mensaje para ${i?.firstName}`)
};

const fr_profile_message_for = /** @type {(inputs: Profile_Message_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Message pour ${i?.firstName}`)
};

const de_profile_message_for = /** @type {(inputs: Profile_Message_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nachricht an ${i?.firstName}`)
};

const pt_br2_profile_message_for = /** @type {(inputs: Profile_Message_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mensagem para ${i?.firstName}`)
};

const it_profile_message_for = /** @type {(inputs: Profile_Message_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Messaggio per ${i?.firstName}`)
};

const ar_profile_message_for = /** @type {(inputs: Profile_Message_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رسالة إلى ${i?.firstName}`)
};

/**
* | output |
* | --- |
* | "Message for {firstName}" |
*
* @param {Profile_Message_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_message_for = /** @type {((inputs: Profile_Message_ForInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Message_ForInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_message_for(inputs)
	if (locale === "fr") return fr_profile_message_for(inputs)
	if (locale === "de") return de_profile_message_for(inputs)
	if (locale === "pt-BR") return pt_br2_profile_message_for(inputs)
	if (locale === "it") return it_profile_message_for(inputs)
	if (locale === "ar") return ar_profile_message_for(inputs)
	return en_profile_message_for(inputs)
});