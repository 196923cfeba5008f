/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Footer_TaglineInputs */

const en_landing_footer_tagline = /** @type {(inputs: Landing_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A tipping page for street performers and creators.`)
};

const es_landing_footer_tagline = /** @type {(inputs: Landing_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una página de propinas para artistas callejeros y creadores.`)
};

const fr_landing_footer_tagline = /** @type {(inputs: Landing_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une page de pourboires pour les artistes de rue et les créateurs.`)
};

const de_landing_footer_tagline = /** @type {(inputs: Landing_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Trinkgeldseite für Straßenkünstler und Kreative.`)
};

const pt_br2_landing_footer_tagline = /** @type {(inputs: Landing_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma página de gorjetas para artistas de rua e criadores.`)
};

const it_landing_footer_tagline = /** @type {(inputs: Landing_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una pagina per le mance per artisti di strada e creatori.`)
};

const ar_landing_footer_tagline = /** @type {(inputs: Landing_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحة بقشيش لفناني الشارع وصنّاع المحتوى.`)
};

/**
* | output |
* | --- |
* | "A tipping page for street performers and creators." |
*
* @param {Landing_Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_footer_tagline = /** @type {((inputs?: Landing_Footer_TaglineInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Footer_TaglineInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_footer_tagline(inputs)
	if (locale === "fr") return fr_landing_footer_tagline(inputs)
	if (locale === "de") return de_landing_footer_tagline(inputs)
	if (locale === "pt-BR") return pt_br2_landing_footer_tagline(inputs)
	if (locale === "it") return it_landing_footer_tagline(inputs)
	if (locale === "ar") return ar_landing_footer_tagline(inputs)
	return en_landing_footer_tagline(inputs)
});