/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sign_Out_OthersInputs */

const en_settings_sign_out_others = /** @type {(inputs: Settings_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out everywhere else`)
};

const es_settings_sign_out_others = /** @type {(inputs: Settings_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión en todos los demás`)
};

const fr_settings_sign_out_others = /** @type {(inputs: Settings_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter partout ailleurs`)
};

const de_settings_sign_out_others = /** @type {(inputs: Settings_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall sonst abmelden`)
};

const pt_br2_settings_sign_out_others = /** @type {(inputs: Settings_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair de todos os outros`)
};

const it_settings_sign_out_others = /** @type {(inputs: Settings_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esci da tutti gli altri`)
};

const ar_settings_sign_out_others = /** @type {(inputs: Settings_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الخروج من كل مكان آخر`)
};

/**
* | output |
* | --- |
* | "Sign out everywhere else" |
*
* @param {Settings_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_sign_out_others = /** @type {((inputs?: Settings_Sign_Out_OthersInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sign_Out_OthersInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_sign_out_others(inputs)
	if (locale === "fr") return fr_settings_sign_out_others(inputs)
	if (locale === "de") return de_settings_sign_out_others(inputs)
	if (locale === "pt-BR") return pt_br2_settings_sign_out_others(inputs)
	if (locale === "it") return it_settings_sign_out_others(inputs)
	if (locale === "ar") return ar_settings_sign_out_others(inputs)
	return en_settings_sign_out_others(inputs)
});