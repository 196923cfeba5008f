/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_Unpaid_NoteInputs */

const en_dash_plan_unpaid_note = /** @type {(inputs: Dash_Plan_Unpaid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan is not paid yet. You can pay for it whenever you like.`)
};

const es_dash_plan_unpaid_note = /** @type {(inputs: Dash_Plan_Unpaid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan aún no está pagado. Puedes pagarlo cuando quieras.`)
};

const fr_dash_plan_unpaid_note = /** @type {(inputs: Dash_Plan_Unpaid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre formule n’est pas encore payée. Vous pouvez la régler quand vous voulez.`)
};

const de_dash_plan_unpaid_note = /** @type {(inputs: Dash_Plan_Unpaid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Tarif ist noch nicht bezahlt. Du kannst ihn jederzeit bezahlen.`)
};

const pt_br2_dash_plan_unpaid_note = /** @type {(inputs: Dash_Plan_Unpaid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu plano ainda não foi pago. Você pode pagar quando quiser.`)
};

const it_dash_plan_unpaid_note = /** @type {(inputs: Dash_Plan_Unpaid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo piano non è ancora pagato. Puoi pagarlo quando vuoi.`)
};

const ar_dash_plan_unpaid_note = /** @type {(inputs: Dash_Plan_Unpaid_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُدفع خطتك بعد. يمكنك دفعها متى شئت.`)
};

/**
* | output |
* | --- |
* | "Your plan is not paid yet. You can pay for it whenever you like." |
*
* @param {Dash_Plan_Unpaid_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_unpaid_note = /** @type {((inputs?: Dash_Plan_Unpaid_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_Unpaid_NoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_unpaid_note(inputs)
	if (locale === "fr") return fr_dash_plan_unpaid_note(inputs)
	if (locale === "de") return de_dash_plan_unpaid_note(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_unpaid_note(inputs)
	if (locale === "it") return it_dash_plan_unpaid_note(inputs)
	if (locale === "ar") return ar_dash_plan_unpaid_note(inputs)
	return en_dash_plan_unpaid_note(inputs)
});