/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_New_Password_AgainInputs */

const en_reset_new_password_again = /** @type {(inputs: Reset_New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password again`)
};

const es_reset_new_password_again = /** @type {(inputs: Reset_New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repite la contraseña nueva`)
};

const fr_reset_new_password_again = /** @type {(inputs: Reset_New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez le nouveau mot de passe`)
};

const de_reset_new_password_again = /** @type {(inputs: Reset_New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort wiederholen`)
};

const pt_br2_reset_new_password_again = /** @type {(inputs: Reset_New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repita a nova senha`)
};

const it_reset_new_password_again = /** @type {(inputs: Reset_New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ripeti la nuova password`)
};

const ar_reset_new_password_again = /** @type {(inputs: Reset_New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعد كتابة كلمة المرور الجديدة`)
};

/**
* | output |
* | --- |
* | "New password again" |
*
* @param {Reset_New_Password_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const reset_new_password_again = /** @type {((inputs?: Reset_New_Password_AgainInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_New_Password_AgainInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_new_password_again(inputs)
	if (locale === "fr") return fr_reset_new_password_again(inputs)
	if (locale === "de") return de_reset_new_password_again(inputs)
	if (locale === "pt-BR") return pt_br2_reset_new_password_again(inputs)
	if (locale === "it") return it_reset_new_password_again(inputs)
	if (locale === "ar") return ar_reset_new_password_again(inputs)
	return en_reset_new_password_again(inputs)
});