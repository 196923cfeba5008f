/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_ReportInputs */

const en_profile_report = /** @type {(inputs: Profile_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this profile`)
};

const es_profile_report = /** @type {(inputs: Profile_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciar este perfil`)
};

const fr_profile_report = /** @type {(inputs: Profile_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler ce profil`)
};

const de_profile_report = /** @type {(inputs: Profile_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Profil melden`)
};

const pt_br2_profile_report = /** @type {(inputs: Profile_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciar este perfil`)
};

const it_profile_report = /** @type {(inputs: Profile_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segnala questo profilo`)
};

const ar_profile_report = /** @type {(inputs: Profile_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإبلاغ عن هذا الملف`)
};

/**
* | output |
* | --- |
* | "Report this profile" |
*
* @param {Profile_ReportInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_report = /** @type {((inputs?: Profile_ReportInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_ReportInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_report(inputs)
	if (locale === "fr") return fr_profile_report(inputs)
	if (locale === "de") return de_profile_report(inputs)
	if (locale === "pt-BR") return pt_br2_profile_report(inputs)
	if (locale === "it") return it_profile_report(inputs)
	if (locale === "ar") return ar_profile_report(inputs)
	return en_profile_report(inputs)
});