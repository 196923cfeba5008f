/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Step_OptionalInputs */

const en_owner_step_optional = /** @type {(inputs: Owner_Step_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional Details`)
};

const es_owner_step_optional = /** @type {(inputs: Owner_Step_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles opcionales`)
};

const fr_owner_step_optional = /** @type {(inputs: Owner_Step_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails facultatifs`)
};

const de_owner_step_optional = /** @type {(inputs: Owner_Step_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weitere Angaben`)
};

const pt_br2_owner_step_optional = /** @type {(inputs: Owner_Step_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalhes opcionais`)
};

const it_owner_step_optional = /** @type {(inputs: Owner_Step_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dettagli facoltativi`)
};

const ar_owner_step_optional = /** @type {(inputs: Owner_Step_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تفاصيل اختيارية`)
};

/**
* | output |
* | --- |
* | "Optional Details" |
*
* @param {Owner_Step_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_step_optional = /** @type {((inputs?: Owner_Step_OptionalInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Step_OptionalInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_step_optional(inputs)
	if (locale === "fr") return fr_owner_step_optional(inputs)
	if (locale === "de") return de_owner_step_optional(inputs)
	if (locale === "pt-BR") return pt_br2_owner_step_optional(inputs)
	if (locale === "it") return it_owner_step_optional(inputs)
	if (locale === "ar") return ar_owner_step_optional(inputs)
	return en_owner_step_optional(inputs)
});