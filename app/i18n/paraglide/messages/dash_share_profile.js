/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Share_ProfileInputs */

const en_dash_share_profile = /** @type {(inputs: Dash_Share_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share Profile`)
};

const es_dash_share_profile = /** @type {(inputs: Dash_Share_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir perfil`)
};

const fr_dash_share_profile = /** @type {(inputs: Dash_Share_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager le profil`)
};

const de_dash_share_profile = /** @type {(inputs: Dash_Share_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil teilen`)
};

const pt_br2_dash_share_profile = /** @type {(inputs: Dash_Share_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartilhar perfil`)
};

const it_dash_share_profile = /** @type {(inputs: Dash_Share_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condividi profilo`)
};

const ar_dash_share_profile = /** @type {(inputs: Dash_Share_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشاركة الملف`)
};

/**
* | output |
* | --- |
* | "Share Profile" |
*
* @param {Dash_Share_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_share_profile = /** @type {((inputs?: Dash_Share_ProfileInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Share_ProfileInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_share_profile(inputs)
	if (locale === "fr") return fr_dash_share_profile(inputs)
	if (locale === "de") return de_dash_share_profile(inputs)
	if (locale === "pt-BR") return pt_br2_dash_share_profile(inputs)
	if (locale === "it") return it_dash_share_profile(inputs)
	if (locale === "ar") return ar_dash_share_profile(inputs)
	return en_dash_share_profile(inputs)
});