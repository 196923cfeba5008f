/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_New_PasswordInputs */

const en_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

const es_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña nueva`)
};

const fr_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

const de_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort`)
};

const pt_br2_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova senha`)
};

const it_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuova password`)
};

const ar_reset_new_password = /** @type {(inputs: Reset_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور الجديدة`)
};

/**
* | output |
* | --- |
* | "New password" |
*
* @param {Reset_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const reset_new_password = /** @type {((inputs?: Reset_New_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_New_PasswordInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_new_password(inputs)
	if (locale === "fr") return fr_reset_new_password(inputs)
	if (locale === "de") return de_reset_new_password(inputs)
	if (locale === "pt-BR") return pt_br2_reset_new_password(inputs)
	if (locale === "it") return it_reset_new_password(inputs)
	if (locale === "ar") return ar_reset_new_password(inputs)
	return en_reset_new_password(inputs)
});