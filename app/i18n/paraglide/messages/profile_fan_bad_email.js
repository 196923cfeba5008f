/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Fan_Bad_EmailInputs */

const en_profile_fan_bad_email = /** @type {(inputs: Profile_Fan_Bad_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That does not look like an email address. Please check it and try again.`)
};

const es_profile_fan_bad_email = /** @type {(inputs: Profile_Fan_Bad_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eso no parece una dirección de correo. Revísala y vuelve a intentarlo.`)
};

const fr_profile_fan_bad_email = /** @type {(inputs: Profile_Fan_Bad_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cela ne ressemble pas à une adresse e-mail. Vérifiez-la et réessayez.`)
};

const de_profile_fan_bad_email = /** @type {(inputs: Profile_Fan_Bad_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das sieht nicht nach einer E-Mail-Adresse aus. Bitte prüfe sie und versuche es erneut.`)
};

const pt_br2_profile_fan_bad_email = /** @type {(inputs: Profile_Fan_Bad_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isso não parece um endereço de e-mail. Confira e tente de novo.`)
};

const it_profile_fan_bad_email = /** @type {(inputs: Profile_Fan_Bad_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non sembra un indirizzo email. Controllalo e riprova.`)
};

const ar_profile_fan_bad_email = /** @type {(inputs: Profile_Fan_Bad_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يبدو هذا عنوان بريد إلكتروني. تحقق منه وحاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "That does not look like an email address. Please check it and try again." |
*
* @param {Profile_Fan_Bad_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_fan_bad_email = /** @type {((inputs?: Profile_Fan_Bad_EmailInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Fan_Bad_EmailInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_fan_bad_email(inputs)
	if (locale === "fr") return fr_profile_fan_bad_email(inputs)
	if (locale === "de") return de_profile_fan_bad_email(inputs)
	if (locale === "pt-BR") return pt_br2_profile_fan_bad_email(inputs)
	if (locale === "it") return it_profile_fan_bad_email(inputs)
	if (locale === "ar") return ar_profile_fan_bad_email(inputs)
	return en_profile_fan_bad_email(inputs)
});