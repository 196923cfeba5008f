/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_End_After_StartInputs */

const en_owner_msg_end_after_start = /** @type {(inputs: Owner_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End must be after start`)
};

const es_owner_msg_end_after_start = /** @type {(inputs: Owner_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El fin debe ser posterior al inicio`)
};

const fr_owner_msg_end_after_start = /** @type {(inputs: Owner_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fin doit être après le début`)
};

const de_owner_msg_end_after_start = /** @type {(inputs: Owner_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Ende muss nach dem Beginn liegen`)
};

const pt_br2_owner_msg_end_after_start = /** @type {(inputs: Owner_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O fim deve ser depois do início`)
};

const it_owner_msg_end_after_start = /** @type {(inputs: Owner_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fine deve essere dopo l’inizio`)
};

const ar_owner_msg_end_after_start = /** @type {(inputs: Owner_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجب أن تكون النهاية بعد البداية`)
};

/**
* | output |
* | --- |
* | "End must be after start" |
*
* @param {Owner_Msg_End_After_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_end_after_start = /** @type {((inputs?: Owner_Msg_End_After_StartInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_End_After_StartInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_end_after_start(inputs)
	if (locale === "fr") return fr_owner_msg_end_after_start(inputs)
	if (locale === "de") return de_owner_msg_end_after_start(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_end_after_start(inputs)
	if (locale === "it") return it_owner_msg_end_after_start(inputs)
	if (locale === "ar") return ar_owner_msg_end_after_start(inputs)
	return en_owner_msg_end_after_start(inputs)
});