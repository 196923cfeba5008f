/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ performer: NonNullable<unknown> }} Mail_Fan_WhyInputs */

const en_mail_fan_why = /** @type {(inputs: Mail_Fan_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this because you asked to hear when ${i?.performer} plays near you.`)
};

const es_mail_fan_why = /** @type {(inputs: Mail_Fan_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibes esto porque pediste saber cuándo ${i?.performer} toca cerca de ti.`)
};

const fr_mail_fan_why = /** @type {(inputs: Mail_Fan_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous recevez ce message car vous avez demandé à savoir quand ${i?.performer} joue près de chez vous.`)
};

const de_mail_fan_why = /** @type {(inputs: Mail_Fan_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bekommst diese Mail, weil du wissen wolltest, wann ${i?.performer} in deiner Nähe spielt.`)
};

const pt_br2_mail_fan_why = /** @type {(inputs: Mail_Fan_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você recebe isto porque pediu para saber quando ${i?.performer} toca perto de você.`)
};

const it_mail_fan_why = /** @type {(inputs: Mail_Fan_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ricevi questa email perché hai chiesto di sapere quando ${i?.performer} suona vicino a te.`)
};

const ar_mail_fan_why = /** @type {(inputs: Mail_Fan_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تصلك هذه الرسالة لأنك طلبت معرفة متى يعزف ${i?.performer} بالقرب منك.`)
};

/**
* | output |
* | --- |
* | "You get this because you asked to hear when {performer} plays near you." |
*
* @param {Mail_Fan_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_fan_why = /** @type {((inputs: Mail_Fan_WhyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Fan_WhyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_fan_why(inputs)
	if (locale === "fr") return fr_mail_fan_why(inputs)
	if (locale === "de") return de_mail_fan_why(inputs)
	if (locale === "pt-BR") return pt_br2_mail_fan_why(inputs)
	if (locale === "it") return it_mail_fan_why(inputs)
	if (locale === "ar") return ar_mail_fan_why(inputs)
	return en_mail_fan_why(inputs)
});