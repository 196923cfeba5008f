/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Meta_DescriptionInputs */

const en_signup_meta_description = /** @type {(inputs: Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your Tipped page: one link for every way to tip you.`)
};

const es_signup_meta_description = /** @type {(inputs: Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea tu página de Tipped: un enlace para todas las formas de darte propina.`)
};

const fr_signup_meta_description = /** @type {(inputs: Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez votre page Tipped : un lien pour tous les moyens de vous donner un pourboire.`)
};

const de_signup_meta_description = /** @type {(inputs: Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstelle deine Tipped-Seite: ein Link für alle Wege, dir Trinkgeld zu geben.`)
};

const pt_br2_signup_meta_description = /** @type {(inputs: Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie sua página no Tipped: um link para todas as formas de te dar gorjeta.`)
};

const it_signup_meta_description = /** @type {(inputs: Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea la tua pagina Tipped: un link per tutti i modi di darti una mancia.`)
};

const ar_signup_meta_description = /** @type {(inputs: Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ صفحتك على Tipped: رابط واحد لكل طرق إعطائك البقشيش.`)
};

/**
* | output |
* | --- |
* | "Create your Tipped page: one link for every way to tip you." |
*
* @param {Signup_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_meta_description = /** @type {((inputs?: Signup_Meta_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Meta_DescriptionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_meta_description(inputs)
	if (locale === "fr") return fr_signup_meta_description(inputs)
	if (locale === "de") return de_signup_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_signup_meta_description(inputs)
	if (locale === "it") return it_signup_meta_description(inputs)
	if (locale === "ar") return ar_signup_meta_description(inputs)
	return en_signup_meta_description(inputs)
});