/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, reason: NonNullable<unknown> }} Owner_Photo_Remove_FailedInputs */

const en_owner_photo_remove_failed = /** @type {(inputs: Owner_Photo_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n}: ${i?.reason}`)
};

const es_owner_photo_remove_failed = /** @type {(inputs: Owner_Photo_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n}: ${i?.reason}`)
};

const fr_owner_photo_remove_failed = /** @type {(inputs: Owner_Photo_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.n} : ${i?.reason}`)
};

const de_owner_photo_remove_failed = /** @type {(inputs: Owner_Photo_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n}: ${i?.reason}`)
};

const pt_br2_owner_photo_remove_failed = /** @type {(inputs: Owner_Photo_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n}: ${i?.reason}`)
};

const it_owner_photo_remove_failed = /** @type {(inputs: Owner_Photo_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n}: ${i?.reason}`)
};

const ar_owner_photo_remove_failed = /** @type {(inputs: Owner_Photo_Remove_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الصورة ${i?.n}: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Photo {n}: {reason}" |
*
* @param {Owner_Photo_Remove_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_photo_remove_failed = /** @type {((inputs: Owner_Photo_Remove_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Photo_Remove_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_photo_remove_failed(inputs)
	if (locale === "fr") return fr_owner_photo_remove_failed(inputs)
	if (locale === "de") return de_owner_photo_remove_failed(inputs)
	if (locale === "pt-BR") return pt_br2_owner_photo_remove_failed(inputs)
	if (locale === "it") return it_owner_photo_remove_failed(inputs)
	if (locale === "ar") return ar_owner_photo_remove_failed(inputs)
	return en_owner_photo_remove_failed(inputs)
});