/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Email_RequiredInputs */

const en_msg_email_required = /** @type {(inputs: Msg_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email required`)
};

const es_msg_email_required = /** @type {(inputs: Msg_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico obligatorio`)
};

const fr_msg_email_required = /** @type {(inputs: Msg_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail obligatoire`)
};

const de_msg_email_required = /** @type {(inputs: Msg_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse erforderlich`)
};

const pt_br2_msg_email_required = /** @type {(inputs: Msg_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail obrigatório`)
};

const it_msg_email_required = /** @type {(inputs: Msg_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email obbligatoria`)
};

const ar_msg_email_required = /** @type {(inputs: Msg_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البريد الإلكتروني مطلوب`)
};

/**
* | output |
* | --- |
* | "Email required" |
*
* @param {Msg_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_email_required = /** @type {((inputs?: Msg_Email_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Email_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_email_required(inputs)
	if (locale === "fr") return fr_msg_email_required(inputs)
	if (locale === "de") return de_msg_email_required(inputs)
	if (locale === "pt-BR") return pt_br2_msg_email_required(inputs)
	if (locale === "it") return it_msg_email_required(inputs)
	if (locale === "ar") return ar_msg_email_required(inputs)
	return en_msg_email_required(inputs)
});