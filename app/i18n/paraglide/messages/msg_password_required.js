/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Password_RequiredInputs */

const en_msg_password_required = /** @type {(inputs: Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password required`)
};

const es_msg_password_required = /** @type {(inputs: Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña obligatoria`)
};

const fr_msg_password_required = /** @type {(inputs: Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe obligatoire`)
};

const de_msg_password_required = /** @type {(inputs: Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort erforderlich`)
};

const pt_br2_msg_password_required = /** @type {(inputs: Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha obrigatória`)
};

const it_msg_password_required = /** @type {(inputs: Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password obbligatoria`)
};

const ar_msg_password_required = /** @type {(inputs: Msg_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور مطلوبة`)
};

/**
* | output |
* | --- |
* | "Password required" |
*
* @param {Msg_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_password_required = /** @type {((inputs?: Msg_Password_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Password_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_password_required(inputs)
	if (locale === "fr") return fr_msg_password_required(inputs)
	if (locale === "de") return de_msg_password_required(inputs)
	if (locale === "pt-BR") return pt_br2_msg_password_required(inputs)
	if (locale === "it") return it_msg_password_required(inputs)
	if (locale === "ar") return ar_msg_password_required(inputs)
	return en_msg_password_required(inputs)
});