/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, methods: NonNullable<unknown> }} Profile_Meta_DescriptionInputs */

const en_profile_meta_description = /** @type {(inputs: Profile_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip ${i?.name} with ${i?.methods}, and see their photos, videos and upcoming shows.`)
};

const es_profile_meta_description = /** @type {(inputs: Profile_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dale propina a ${i?.name} con ${i?.methods} y mira sus fotos, vídeos y próximas actuaciones.`)
};

const fr_profile_meta_description = /** @type {(inputs: Profile_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donnez un pourboire à ${i?.name} avec ${i?.methods}, et découvrez ses photos, vidéos et prochains concerts.`)
};

const de_profile_meta_description = /** @type {(inputs: Profile_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gib ${i?.name} Trinkgeld mit ${i?.methods} und sieh dir Fotos, Videos und kommende Auftritte an.`)
};

const pt_br2_profile_meta_description = /** @type {(inputs: Profile_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dê uma gorjeta para ${i?.name} com ${i?.methods} e veja fotos, vídeos e próximos shows.`)
};

const it_profile_meta_description = /** @type {(inputs: Profile_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lascia una mancia a ${i?.name} con ${i?.methods} e guarda foto, video e prossimi spettacoli.`)
};

const ar_profile_meta_description = /** @type {(inputs: Profile_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسل إكرامية إلى ${i?.name} عبر ${i?.methods}، وشاهد صوره وفيديوهاته وعروضه القادمة.`)
};

/**
* | output |
* | --- |
* | "Tip {name} with {methods}, and see their photos, videos and upcoming shows." |
*
* @param {Profile_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_meta_description = /** @type {((inputs: Profile_Meta_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Meta_DescriptionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_meta_description(inputs)
	if (locale === "fr") return fr_profile_meta_description(inputs)
	if (locale === "de") return de_profile_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_profile_meta_description(inputs)
	if (locale === "it") return it_profile_meta_description(inputs)
	if (locale === "ar") return ar_profile_meta_description(inputs)
	return en_profile_meta_description(inputs)
});