/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_Paid_NoteInputs */

const en_dash_plan_paid_note = /** @type {(inputs: Dash_Plan_Paid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Stripe is confirming your payment; your plan shows as active in a moment.`)
};

const es_dash_plan_paid_note = /** @type {(inputs: Dash_Plan_Paid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Stripe está confirmando tu pago; tu plan aparecerá activo en un momento.`)
};

const fr_dash_plan_paid_note = /** @type {(inputs: Dash_Plan_Paid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci ! Stripe confirme votre paiement ; votre formule apparaîtra active dans un instant.`)
};

const de_dash_plan_paid_note = /** @type {(inputs: Dash_Plan_Paid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke! Stripe bestätigt deine Zahlung; dein Tarif wird gleich als aktiv angezeigt.`)
};

const pt_br2_dash_plan_paid_note = /** @type {(inputs: Dash_Plan_Paid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado! A Stripe está confirmando seu pagamento; seu plano aparece como ativo em instantes.`)
};

const it_dash_plan_paid_note = /** @type {(inputs: Dash_Plan_Paid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie! Stripe sta confermando il pagamento; il tuo piano risulterà attivo tra poco.`)
};

const ar_dash_plan_paid_note = /** @type {(inputs: Dash_Plan_Paid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شكرًا! تؤكد Stripe دفعتك؛ ستظهر خطتك مفعّلة بعد لحظات.`)
};

/**
* | output |
* | --- |
* | "Thank you! Stripe is confirming your payment; your plan shows as active in a moment." |
*
* @param {Dash_Plan_Paid_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_paid_note = /** @type {((inputs?: Dash_Plan_Paid_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_Paid_NoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_paid_note(inputs)
	if (locale === "fr") return fr_dash_plan_paid_note(inputs)
	if (locale === "de") return de_dash_plan_paid_note(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_paid_note(inputs)
	if (locale === "it") return it_dash_plan_paid_note(inputs)
	if (locale === "ar") return ar_dash_plan_paid_note(inputs)
	return en_dash_plan_paid_note(inputs)
});