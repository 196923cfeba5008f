/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown>, total: NonNullable<unknown> }} Signup_Step_OfInputs */

const en_signup_step_of = /** @type {(inputs: Signup_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step} of ${i?.total}`)
};

const es_signup_step_of = /** @type {(inputs: Signup_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paso ${i?.step} de ${i?.total}`)
};

const fr_signup_step_of = /** @type {(inputs: Signup_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Étape ${i?.step} sur ${i?.total}`)
};

const de_signup_step_of = /** @type {(inputs: Signup_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schritt ${i?.step} von ${i?.total}`)
};

const pt_br2_signup_step_of = /** @type {(inputs: Signup_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Etapa ${i?.step} de ${i?.total}`)
};

const it_signup_step_of = /** @type {(inputs: Signup_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passo ${i?.step} di ${i?.total}`)
};

const ar_signup_step_of = /** @type {(inputs: Signup_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الخطوة ${i?.step} من ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Step {step} of {total}" |
*
* @param {Signup_Step_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_step_of = /** @type {((inputs: Signup_Step_OfInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Step_OfInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_step_of(inputs)
	if (locale === "fr") return fr_signup_step_of(inputs)
	if (locale === "de") return de_signup_step_of(inputs)
	if (locale === "pt-BR") return pt_br2_signup_step_of(inputs)
	if (locale === "it") return it_signup_step_of(inputs)
	if (locale === "ar") return ar_signup_step_of(inputs)
	return en_signup_step_of(inputs)
});