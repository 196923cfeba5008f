/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Profile_Stripe_RangeInputs */

const en_profile_stripe_range = /** @type {(inputs: Profile_Stripe_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid securely through Stripe. Tips from ${i?.min} to ${i?.max}.`)
};

const es_profile_stripe_range = /** @type {(inputs: Profile_Stripe_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pago seguro con Stripe. Propinas de ${i?.min} a ${i?.max}.`)
};

const fr_profile_stripe_range = /** @type {(inputs: Profile_Stripe_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paiement sécurisé via Stripe. Pourboires de ${i?.min} à ${i?.max}.`)
};

const de_profile_stripe_range = /** @type {(inputs: Profile_Stripe_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sicher bezahlt über Stripe. Trinkgeld von ${i?.min} bis ${i?.max}.`)
};

const pt_br2_profile_stripe_range = /** @type {(inputs: Profile_Stripe_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagamento seguro pelo Stripe. Gorjetas de ${i?.min} a ${i?.max}.`)
};

const it_profile_stripe_range = /** @type {(inputs: Profile_Stripe_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagamento sicuro tramite Stripe. Mance da ${i?.min} a ${i?.max}.`)
};

const ar_profile_stripe_range = /** @type {(inputs: Profile_Stripe_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دفع آمن عبر Stripe. الإكراميات من ${i?.min} إلى ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "Paid securely through Stripe. Tips from {min} to {max}." |
*
* @param {Profile_Stripe_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_stripe_range = /** @type {((inputs: Profile_Stripe_RangeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Stripe_RangeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_stripe_range(inputs)
	if (locale === "fr") return fr_profile_stripe_range(inputs)
	if (locale === "de") return de_profile_stripe_range(inputs)
	if (locale === "pt-BR") return pt_br2_profile_stripe_range(inputs)
	if (locale === "it") return it_profile_stripe_range(inputs)
	if (locale === "ar") return ar_profile_stripe_range(inputs)
	return en_profile_stripe_range(inputs)
});