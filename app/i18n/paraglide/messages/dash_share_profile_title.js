/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Share_Profile_TitleInputs */

const en_dash_share_profile_title = /** @type {(inputs: Dash_Share_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Tipped profile`)
};

const es_dash_share_profile_title = /** @type {(inputs: Dash_Share_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi perfil de Tipped`)
};

const fr_dash_share_profile_title = /** @type {(inputs: Dash_Share_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon profil Tipped`)
};

const de_dash_share_profile_title = /** @type {(inputs: Dash_Share_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Tipped-Profil`)
};

const pt_br2_dash_share_profile_title = /** @type {(inputs: Dash_Share_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meu perfil no Tipped`)
};

const it_dash_share_profile_title = /** @type {(inputs: Dash_Share_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il mio profilo Tipped`)
};

const ar_dash_share_profile_title = /** @type {(inputs: Dash_Share_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملفي على Tipped`)
};

/**
* | output |
* | --- |
* | "My Tipped profile" |
*
* @param {Dash_Share_Profile_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_share_profile_title = /** @type {((inputs?: Dash_Share_Profile_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Share_Profile_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_share_profile_title(inputs)
	if (locale === "fr") return fr_dash_share_profile_title(inputs)
	if (locale === "de") return de_dash_share_profile_title(inputs)
	if (locale === "pt-BR") return pt_br2_dash_share_profile_title(inputs)
	if (locale === "it") return it_dash_share_profile_title(inputs)
	if (locale === "ar") return ar_dash_share_profile_title(inputs)
	return en_dash_share_profile_title(inputs)
});