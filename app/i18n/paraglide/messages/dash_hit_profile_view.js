/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Hit_Profile_ViewInputs */

const en_dash_hit_profile_view = /** @type {(inputs: Dash_Hit_Profile_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile View`)
};

const es_dash_hit_profile_view = /** @type {(inputs: Dash_Hit_Profile_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visita al perfil`)
};

const fr_dash_hit_profile_view = /** @type {(inputs: Dash_Hit_Profile_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vue du profil`)
};

const de_dash_hit_profile_view = /** @type {(inputs: Dash_Hit_Profile_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilaufruf`)
};

const pt_br2_dash_hit_profile_view = /** @type {(inputs: Dash_Hit_Profile_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visita ao perfil`)
};

const it_dash_hit_profile_view = /** @type {(inputs: Dash_Hit_Profile_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visita al profilo`)
};

const ar_dash_hit_profile_view = /** @type {(inputs: Dash_Hit_Profile_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زيارة للملف`)
};

/**
* | output |
* | --- |
* | "Profile View" |
*
* @param {Dash_Hit_Profile_ViewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_hit_profile_view = /** @type {((inputs?: Dash_Hit_Profile_ViewInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Hit_Profile_ViewInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_hit_profile_view(inputs)
	if (locale === "fr") return fr_dash_hit_profile_view(inputs)
	if (locale === "de") return de_dash_hit_profile_view(inputs)
	if (locale === "pt-BR") return pt_br2_dash_hit_profile_view(inputs)
	if (locale === "it") return it_dash_hit_profile_view(inputs)
	if (locale === "ar") return ar_dash_hit_profile_view(inputs)
	return en_dash_hit_profile_view(inputs)
});