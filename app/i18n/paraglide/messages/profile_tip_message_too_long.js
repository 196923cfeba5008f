/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Profile_Tip_Message_Too_LongInputs */

const en_profile_tip_message_too_long = /** @type {(inputs: Profile_Tip_Message_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your message can be at most ${i?.max} characters.`)
};

const es_profile_tip_message_too_long = /** @type {(inputs: Profile_Tip_Message_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu mensaje puede tener como máximo ${i?.max} caracteres.`)
};

const fr_profile_tip_message_too_long = /** @type {(inputs: Profile_Tip_Message_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre message peut compter au plus ${i?.max} caractères.`)
};

const de_profile_tip_message_too_long = /** @type {(inputs: Profile_Tip_Message_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Nachricht darf höchstens ${i?.max} Zeichen lang sein.`)
};

const pt_br2_profile_tip_message_too_long = /** @type {(inputs: Profile_Tip_Message_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua mensagem pode ter no máximo ${i?.max} caracteres.`)
};

const it_profile_tip_message_too_long = /** @type {(inputs: Profile_Tip_Message_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il tuo messaggio può avere al massimo ${i?.max} caratteri.`)
};

const ar_profile_tip_message_too_long = /** @type {(inputs: Profile_Tip_Message_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يمكن أن تتكون رسالتك من ${i?.max} حرفًا على الأكثر.`)
};

/**
* | output |
* | --- |
* | "Your message can be at most {max} characters." |
*
* @param {Profile_Tip_Message_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_message_too_long = /** @type {((inputs: Profile_Tip_Message_Too_LongInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_Message_Too_LongInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_message_too_long(inputs)
	if (locale === "fr") return fr_profile_tip_message_too_long(inputs)
	if (locale === "de") return de_profile_tip_message_too_long(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_message_too_long(inputs)
	if (locale === "it") return it_profile_tip_message_too_long(inputs)
	if (locale === "ar") return ar_profile_tip_message_too_long(inputs)
	return en_profile_tip_message_too_long(inputs)
});