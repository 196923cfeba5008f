/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Profile_Meta_Description_PlainInputs */

const en_profile_meta_description_plain = /** @type {(inputs: Profile_Meta_Description_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip ${i?.name}, and see their photos, videos and upcoming shows.`)
};

const es_profile_meta_description_plain = /** @type {(inputs: Profile_Meta_Description_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dale propina a ${i?.name} y mira sus fotos, vídeos y próximas actuaciones.`)
};

const fr_profile_meta_description_plain = /** @type {(inputs: Profile_Meta_Description_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donnez un pourboire à ${i?.name}, et découvrez ses photos, vidéos et prochains concerts.`)
};

const de_profile_meta_description_plain = /** @type {(inputs: Profile_Meta_Description_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gib ${i?.name} Trinkgeld und sieh dir Fotos, Videos und kommende Auftritte an.`)
};

const pt_br2_profile_meta_description_plain = /** @type {(inputs: Profile_Meta_Description_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dê uma gorjeta para ${i?.name} e veja fotos, vídeos e próximos shows.`)
};

const it_profile_meta_description_plain = /** @type {(inputs: Profile_Meta_Description_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lascia una mancia a ${i?.name} e guarda foto, video e prossimi spettacoli.`)
};

const ar_profile_meta_description_plain = /** @type {(inputs: Profile_Meta_Description_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرسل إكرامية إلى ${i?.name}، وشاهد صوره وفيديوهاته وعروضه القادمة.`)
};

/**
* | output |
* | --- |
* | "Tip {name}, and see their photos, videos and upcoming shows." |
*
* @param {Profile_Meta_Description_PlainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_meta_description_plain = /** @type {((inputs: Profile_Meta_Description_PlainInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Meta_Description_PlainInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_meta_description_plain(inputs)
	if (locale === "fr") return fr_profile_meta_description_plain(inputs)
	if (locale === "de") return de_profile_meta_description_plain(inputs)
	if (locale === "pt-BR") return pt_br2_profile_meta_description_plain(inputs)
	if (locale === "it") return it_profile_meta_description_plain(inputs)
	if (locale === "ar") return ar_profile_meta_description_plain(inputs)
	return en_profile_meta_description_plain(inputs)
});