/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Qr_Profile_AltInputs */

const en_dash_qr_profile_alt = /** @type {(inputs: Dash_Qr_Profile_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code for your profile`)
};

const es_dash_qr_profile_alt = /** @type {(inputs: Dash_Qr_Profile_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR de tu perfil`)
};

const fr_dash_qr_profile_alt = /** @type {(inputs: Dash_Qr_Profile_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code de votre profil`)
};

const de_dash_qr_profile_alt = /** @type {(inputs: Dash_Qr_Profile_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code deines Profils`)
};

const pt_br2_dash_qr_profile_alt = /** @type {(inputs: Dash_Qr_Profile_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code do seu perfil`)
};

const it_dash_qr_profile_alt = /** @type {(inputs: Dash_Qr_Profile_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice QR del tuo profilo`)
};

const ar_dash_qr_profile_alt = /** @type {(inputs: Dash_Qr_Profile_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمز QR لملفك`)
};

/**
* | output |
* | --- |
* | "QR code for your profile" |
*
* @param {Dash_Qr_Profile_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_qr_profile_alt = /** @type {((inputs?: Dash_Qr_Profile_AltInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Qr_Profile_AltInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_qr_profile_alt(inputs)
	if (locale === "fr") return fr_dash_qr_profile_alt(inputs)
	if (locale === "de") return de_dash_qr_profile_alt(inputs)
	if (locale === "pt-BR") return pt_br2_dash_qr_profile_alt(inputs)
	if (locale === "it") return it_dash_qr_profile_alt(inputs)
	if (locale === "ar") return ar_dash_qr_profile_alt(inputs)
	return en_dash_qr_profile_alt(inputs)
});