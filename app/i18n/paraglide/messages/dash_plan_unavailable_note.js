/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Plan_Unavailable_NoteInputs */

const en_dash_plan_unavailable_note = /** @type {(inputs: Dash_Plan_Unavailable_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe could not be reached. Nothing was charged; please try again in a moment.`)
};

const es_dash_plan_unavailable_note = /** @type {(inputs: Dash_Plan_Unavailable_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo conectar con Stripe. No se ha cobrado nada; inténtalo de nuevo en un momento.`)
};

const fr_dash_plan_unavailable_note = /** @type {(inputs: Dash_Plan_Unavailable_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe est injoignable. Rien n’a été débité ; réessayez dans un instant.`)
};

const de_dash_plan_unavailable_note = /** @type {(inputs: Dash_Plan_Unavailable_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe war nicht erreichbar. Es wurde nichts abgebucht; bitte versuche es gleich noch einmal.`)
};

const pt_br2_dash_plan_unavailable_note = /** @type {(inputs: Dash_Plan_Unavailable_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível falar com a Stripe. Nada foi cobrado; tente de novo em instantes.`)
};

const it_dash_plan_unavailable_note = /** @type {(inputs: Dash_Plan_Unavailable_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile raggiungere Stripe. Non è stato addebitato nulla; riprova tra poco.`)
};

const ar_dash_plan_unavailable_note = /** @type {(inputs: Dash_Plan_Unavailable_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر الوصول إلى Stripe. لم يُخصم أي مبلغ؛ حاول مجددًا بعد لحظات.`)
};

/**
* | output |
* | --- |
* | "Stripe could not be reached. Nothing was charged; please try again in a moment." |
*
* @param {Dash_Plan_Unavailable_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_plan_unavailable_note = /** @type {((inputs?: Dash_Plan_Unavailable_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Plan_Unavailable_NoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_plan_unavailable_note(inputs)
	if (locale === "fr") return fr_dash_plan_unavailable_note(inputs)
	if (locale === "de") return de_dash_plan_unavailable_note(inputs)
	if (locale === "pt-BR") return pt_br2_dash_plan_unavailable_note(inputs)
	if (locale === "it") return it_dash_plan_unavailable_note(inputs)
	if (locale === "ar") return ar_dash_plan_unavailable_note(inputs)
	return en_dash_plan_unavailable_note(inputs)
});