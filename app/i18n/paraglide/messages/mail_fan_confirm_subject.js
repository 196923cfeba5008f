/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ performer: NonNullable<unknown> }} Mail_Fan_Confirm_SubjectInputs */

const en_mail_fan_confirm_subject = /** @type {(inputs: Mail_Fan_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm: hear when ${i?.performer} plays near you`)
};

const es_mail_fan_confirm_subject = /** @type {(inputs: Mail_Fan_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirma: entérate de cuándo ${i?.performer} toca cerca de ti`)
};

const fr_mail_fan_confirm_subject = /** @type {(inputs: Mail_Fan_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmez : sachez quand ${i?.performer} joue près de chez vous`)
};

const de_mail_fan_confirm_subject = /** @type {(inputs: Mail_Fan_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätige: Erfahre, wann ${i?.performer} in deiner Nähe spielt`)
};

const pt_br2_mail_fan_confirm_subject = /** @type {(inputs: Mail_Fan_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirme: saiba quando ${i?.performer} tocar perto de você`)
};

const it_mail_fan_confirm_subject = /** @type {(inputs: Mail_Fan_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conferma: scopri quando ${i?.performer} suona vicino a te`)
};

const ar_mail_fan_confirm_subject = /** @type {(inputs: Mail_Fan_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تأكيد: اعرف متى يعزف ${i?.performer} بالقرب منك`)
};

/**
* | output |
* | --- |
* | "Confirm: hear when {performer} plays near you" |
*
* @param {Mail_Fan_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_fan_confirm_subject = /** @type {((inputs: Mail_Fan_Confirm_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fan_Confirm_SubjectInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_fan_confirm_subject(inputs)
	if (locale === "fr") return fr_mail_fan_confirm_subject(inputs)
	if (locale === "de") return de_mail_fan_confirm_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_fan_confirm_subject(inputs)
	if (locale === "it") return it_mail_fan_confirm_subject(inputs)
	if (locale === "ar") return ar_mail_fan_confirm_subject(inputs)
	return en_mail_fan_confirm_subject(inputs)
});