/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_View_ProfileInputs */

const en_dash_view_profile = /** @type {(inputs: Dash_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Profile`)
};

const es_dash_view_profile = /** @type {(inputs: Dash_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver perfil`)
};

const fr_dash_view_profile = /** @type {(inputs: Dash_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le profil`)
};

const de_dash_view_profile = /** @type {(inputs: Dash_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil ansehen`)
};

const pt_br2_dash_view_profile = /** @type {(inputs: Dash_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver perfil`)
};

const it_dash_view_profile = /** @type {(inputs: Dash_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedi profilo`)
};

const ar_dash_view_profile = /** @type {(inputs: Dash_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض الملف`)
};

/**
* | output |
* | --- |
* | "View Profile" |
*
* @param {Dash_View_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_view_profile = /** @type {((inputs?: Dash_View_ProfileInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_View_ProfileInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_view_profile(inputs)
	if (locale === "fr") return fr_dash_view_profile(inputs)
	if (locale === "de") return de_dash_view_profile(inputs)
	if (locale === "pt-BR") return pt_br2_dash_view_profile(inputs)
	if (locale === "it") return it_dash_view_profile(inputs)
	if (locale === "ar") return ar_dash_view_profile(inputs)
	return en_dash_view_profile(inputs)
});