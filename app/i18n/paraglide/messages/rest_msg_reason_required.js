/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Msg_Reason_RequiredInputs */

const en_rest_msg_reason_required = /** @type {(inputs: Rest_Msg_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a reason`)
};

const es_rest_msg_reason_required = /** @type {(inputs: Rest_Msg_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un motivo`)
};

const fr_rest_msg_reason_required = /** @type {(inputs: Rest_Msg_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un motif`)
};

const de_rest_msg_reason_required = /** @type {(inputs: Rest_Msg_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle einen Grund`)
};

const pt_br2_rest_msg_reason_required = /** @type {(inputs: Rest_Msg_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um motivo`)
};

const it_rest_msg_reason_required = /** @type {(inputs: Rest_Msg_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli un motivo`)
};

const ar_rest_msg_reason_required = /** @type {(inputs: Rest_Msg_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر سببًا`)
};

/**
* | output |
* | --- |
* | "Choose a reason" |
*
* @param {Rest_Msg_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_msg_reason_required = /** @type {((inputs?: Rest_Msg_Reason_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Msg_Reason_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_msg_reason_required(inputs)
	if (locale === "fr") return fr_rest_msg_reason_required(inputs)
	if (locale === "de") return de_rest_msg_reason_required(inputs)
	if (locale === "pt-BR") return pt_br2_rest_msg_reason_required(inputs)
	if (locale === "it") return it_rest_msg_reason_required(inputs)
	if (locale === "ar") return ar_rest_msg_reason_required(inputs)
	return en_rest_msg_reason_required(inputs)
});