/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Profile_Photo_CaptionInputs */

const en_profile_photo_caption = /** @type {(inputs: Profile_Photo_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n} of ${i?.total}`)
};

const es_profile_photo_caption = /** @type {(inputs: Profile_Photo_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} de ${i?.total}`)
};

const fr_profile_photo_caption = /** @type {(inputs: Profile_Photo_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n} sur ${i?.total}`)
};

const de_profile_photo_caption = /** @type {(inputs: Profile_Photo_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} von ${i?.total}`)
};

const pt_br2_profile_photo_caption = /** @type {(inputs: Profile_Photo_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} de ${i?.total}`)
};

const it_profile_photo_caption = /** @type {(inputs: Profile_Photo_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n} di ${i?.total}`)
};

const ar_profile_photo_caption = /** @type {(inputs: Profile_Photo_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الصورة ${i?.n} من ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Photo {n} of {total}" |
*
* @param {Profile_Photo_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_photo_caption = /** @type {((inputs: Profile_Photo_CaptionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Photo_CaptionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_photo_caption(inputs)
	if (locale === "fr") return fr_profile_photo_caption(inputs)
	if (locale === "de") return de_profile_photo_caption(inputs)
	if (locale === "pt-BR") return pt_br2_profile_photo_caption(inputs)
	if (locale === "it") return it_profile_photo_caption(inputs)
	if (locale === "ar") return ar_profile_photo_caption(inputs)
	return en_profile_photo_caption(inputs)
});