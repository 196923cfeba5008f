/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Invalid_CredentialsInputs */

const en_msg_invalid_credentials = /** @type {(inputs: Msg_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid email or password`)
};

const es_msg_invalid_credentials = /** @type {(inputs: Msg_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo o contraseña no válidos`)
};

const fr_msg_invalid_credentials = /** @type {(inputs: Msg_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail ou mot de passe non valide`)
};

const de_msg_invalid_credentials = /** @type {(inputs: Msg_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige E-Mail-Adresse oder ungültiges Passwort`)
};

const pt_br2_msg_invalid_credentials = /** @type {(inputs: Msg_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail ou senha inválidos`)
};

const it_msg_invalid_credentials = /** @type {(inputs: Msg_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email o password non validi`)
};

const ar_msg_invalid_credentials = /** @type {(inputs: Msg_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البريد الإلكتروني أو كلمة المرور غير صالحة`)
};

/**
* | output |
* | --- |
* | "Invalid email or password" |
*
* @param {Msg_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_invalid_credentials = /** @type {((inputs?: Msg_Invalid_CredentialsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Invalid_CredentialsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_invalid_credentials(inputs)
	if (locale === "fr") return fr_msg_invalid_credentials(inputs)
	if (locale === "de") return de_msg_invalid_credentials(inputs)
	if (locale === "pt-BR") return pt_br2_msg_invalid_credentials(inputs)
	if (locale === "it") return it_msg_invalid_credentials(inputs)
	if (locale === "ar") return ar_msg_invalid_credentials(inputs)
	return en_msg_invalid_credentials(inputs)
});