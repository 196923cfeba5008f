/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Landing_DescriptionInputs */

const en_meta_landing_description = /** @type {(inputs: Meta_Landing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One page and one QR code for every way your audience can tip you.`)
};

const es_meta_landing_description = /** @type {(inputs: Meta_Landing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una página y un código QR para todas las formas en que tu público puede darte propina.`)
};

const fr_meta_landing_description = /** @type {(inputs: Meta_Landing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une page et un QR code pour tous les moyens qu'a votre public de vous donner un pourboire.`)
};

const de_meta_landing_description = /** @type {(inputs: Meta_Landing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Seite und ein QR-Code für alle Wege, auf denen dein Publikum dir Trinkgeld geben kann.`)
};

const pt_br2_meta_landing_description = /** @type {(inputs: Meta_Landing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma página e um QR code para todas as formas de o seu público te dar gorjeta.`)
};

const it_meta_landing_description = /** @type {(inputs: Meta_Landing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una pagina e un codice QR per tutti i modi in cui il tuo pubblico può lasciarti una mancia.`)
};

const ar_meta_landing_description = /** @type {(inputs: Meta_Landing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحة واحدة ورمز QR واحد لكل طرق جمهورك في إعطائك البقشيش.`)
};

/**
* | output |
* | --- |
* | "One page and one QR code for every way your audience can tip you." |
*
* @param {Meta_Landing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_landing_description = /** @type {((inputs?: Meta_Landing_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Landing_DescriptionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_meta_landing_description(inputs)
	if (locale === "fr") return fr_meta_landing_description(inputs)
	if (locale === "de") return de_meta_landing_description(inputs)
	if (locale === "pt-BR") return pt_br2_meta_landing_description(inputs)
	if (locale === "it") return it_meta_landing_description(inputs)
	if (locale === "ar") return ar_meta_landing_description(inputs)
	return en_meta_landing_description(inputs)
});