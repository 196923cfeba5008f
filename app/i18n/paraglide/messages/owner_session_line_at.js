/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ times: NonNullable<unknown>, place: NonNullable<unknown>, figures: NonNullable<unknown> }} Owner_Session_Line_AtInputs */

const en_owner_session_line_at = /** @type {(inputs: Owner_Session_Line_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times} at ${i?.place}: ${i?.figures}`)
};

const es_owner_session_line_at = /** @type {(inputs: Owner_Session_Line_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times} en ${i?.place}: ${i?.figures}`)
};

const fr_owner_session_line_at = /** @type {(inputs: Owner_Session_Line_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times} à ${i?.place} : ${i?.figures}`)
};

const de_owner_session_line_at = /** @type {(inputs: Owner_Session_Line_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times} in ${i?.place}: ${i?.figures}`)
};

const pt_br2_owner_session_line_at = /** @type {(inputs: Owner_Session_Line_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times} em ${i?.place}: ${i?.figures}`)
};

const it_owner_session_line_at = /** @type {(inputs: Owner_Session_Line_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times} a ${i?.place}: ${i?.figures}`)
};

const ar_owner_session_line_at = /** @type {(inputs: Owner_Session_Line_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times} في ${i?.place}: ${i?.figures}`)
};

/**
* | output |
* | --- |
* | "{times} at {place}: {figures}" |
*
* @param {Owner_Session_Line_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_session_line_at = /** @type {((inputs: Owner_Session_Line_AtInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Session_Line_AtInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_session_line_at(inputs)
	if (locale === "fr") return fr_owner_session_line_at(inputs)
	if (locale === "de") return de_owner_session_line_at(inputs)
	if (locale === "pt-BR") return pt_br2_owner_session_line_at(inputs)
	if (locale === "it") return it_owner_session_line_at(inputs)
	if (locale === "ar") return ar_owner_session_line_at(inputs)
	return en_owner_session_line_at(inputs)
});