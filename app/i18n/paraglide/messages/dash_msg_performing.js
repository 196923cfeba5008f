/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_PerformingInputs */

const en_dash_msg_performing = /** @type {(inputs: Dash_Msg_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are performing now`)
};

const es_dash_msg_performing = /** @type {(inputs: Dash_Msg_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya estás actuando`)
};

const fr_dash_msg_performing = /** @type {(inputs: Dash_Msg_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes en scène`)
};

const de_dash_msg_performing = /** @type {(inputs: Dash_Msg_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist jetzt live`)
};

const pt_br2_dash_msg_performing = /** @type {(inputs: Dash_Msg_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você está tocando agora`)
};

const it_dash_msg_performing = /** @type {(inputs: Dash_Msg_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sei in scena ora`)
};

const ar_dash_msg_performing = /** @type {(inputs: Dash_Msg_PerformingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنت تعزف الآن`)
};

/**
* | output |
* | --- |
* | "You are performing now" |
*
* @param {Dash_Msg_PerformingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_performing = /** @type {((inputs?: Dash_Msg_PerformingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_PerformingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_performing(inputs)
	if (locale === "fr") return fr_dash_msg_performing(inputs)
	if (locale === "de") return de_dash_msg_performing(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_performing(inputs)
	if (locale === "it") return it_dash_msg_performing(inputs)
	if (locale === "ar") return ar_dash_msg_performing(inputs)
	return en_dash_msg_performing(inputs)
});