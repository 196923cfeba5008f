/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown> }} Owner_Step_OfInputs */

const en_owner_step_of = /** @type {(inputs: Owner_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step} of 3`)
};

const es_owner_step_of = /** @type {(inputs: Owner_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paso ${i?.step} de 3`)
};

const fr_owner_step_of = /** @type {(inputs: Owner_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Étape ${i?.step} sur 3`)
};

const de_owner_step_of = /** @type {(inputs: Owner_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schritt ${i?.step} von 3`)
};

const pt_br2_owner_step_of = /** @type {(inputs: Owner_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Etapa ${i?.step} de 3`)
};

const it_owner_step_of = /** @type {(inputs: Owner_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passo ${i?.step} di 3`)
};

const ar_owner_step_of = /** @type {(inputs: Owner_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الخطوة ${i?.step} من 3`)
};

/**
* | output |
* | --- |
* | "Step {step} of 3" |
*
* @param {Owner_Step_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_step_of = /** @type {((inputs: Owner_Step_OfInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Step_OfInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_step_of(inputs)
	if (locale === "fr") return fr_owner_step_of(inputs)
	if (locale === "de") return de_owner_step_of(inputs)
	if (locale === "pt-BR") return pt_br2_owner_step_of(inputs)
	if (locale === "it") return it_owner_step_of(inputs)
	if (locale === "ar") return ar_owner_step_of(inputs)
	return en_owner_step_of(inputs)
});