/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Photo_HintInputs */

const en_owner_photo_hint = /** @type {(inputs: Owner_Photo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A square photo of you works best.`)
};

const es_owner_photo_hint = /** @type {(inputs: Owner_Photo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo mejor es una foto cuadrada tuya.`)
};

const fr_owner_photo_hint = /** @type {(inputs: Owner_Photo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une photo carrée de vous, c’est l’idéal.`)
};

const de_owner_photo_hint = /** @type {(inputs: Owner_Photo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am besten ein quadratisches Foto von dir.`)
};

const pt_br2_owner_photo_hint = /** @type {(inputs: Owner_Photo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma foto quadrada sua funciona melhor.`)
};

const it_owner_photo_hint = /** @type {(inputs: Owner_Photo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una tua foto quadrata è l’ideale.`)
};

const ar_owner_photo_hint = /** @type {(inputs: Owner_Photo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأفضل صورة مربعة لك.`)
};

/**
* | output |
* | --- |
* | "A square photo of you works best." |
*
* @param {Owner_Photo_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_photo_hint = /** @type {((inputs?: Owner_Photo_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Photo_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_photo_hint(inputs)
	if (locale === "fr") return fr_owner_photo_hint(inputs)
	if (locale === "de") return de_owner_photo_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_photo_hint(inputs)
	if (locale === "it") return it_owner_photo_hint(inputs)
	if (locale === "ar") return ar_owner_photo_hint(inputs)
	return en_owner_photo_hint(inputs)
});