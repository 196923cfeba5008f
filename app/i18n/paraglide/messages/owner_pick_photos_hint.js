/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Pick_Photos_HintInputs */

const en_owner_pick_photos_hint = /** @type {(inputs: Owner_Pick_Photos_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick one or more photos, then upload each. Max file size 5 MB.`)
};

const es_owner_pick_photos_hint = /** @type {(inputs: Owner_Pick_Photos_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una o más fotos y sube cada una. Tamaño máximo 5 MB.`)
};

const fr_owner_pick_photos_hint = /** @type {(inputs: Owner_Pick_Photos_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une ou plusieurs photos, puis envoyez-les. Taille max. 5 Mo.`)
};

const de_owner_pick_photos_hint = /** @type {(inputs: Owner_Pick_Photos_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle ein oder mehrere Fotos und lade jedes hoch. Höchstens 5 MB pro Datei.`)
};

const pt_br2_owner_pick_photos_hint = /** @type {(inputs: Owner_Pick_Photos_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma ou mais fotos e envie cada uma. Tamanho máximo 5 MB.`)
};

const it_owner_pick_photos_hint = /** @type {(inputs: Owner_Pick_Photos_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli una o più foto, poi caricale. Dimensione massima 5 MB.`)
};

const ar_owner_pick_photos_hint = /** @type {(inputs: Owner_Pick_Photos_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر صورة أو أكثر، ثم ارفع كل واحدة. الحد الأقصى للملف 5 ميغابايت.`)
};

/**
* | output |
* | --- |
* | "Pick one or more photos, then upload each. Max file size 5 MB." |
*
* @param {Owner_Pick_Photos_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_pick_photos_hint = /** @type {((inputs?: Owner_Pick_Photos_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Pick_Photos_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_pick_photos_hint(inputs)
	if (locale === "fr") return fr_owner_pick_photos_hint(inputs)
	if (locale === "de") return de_owner_pick_photos_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_pick_photos_hint(inputs)
	if (locale === "it") return it_owner_pick_photos_hint(inputs)
	if (locale === "ar") return ar_owner_pick_photos_hint(inputs)
	return en_owner_pick_photos_hint(inputs)
});