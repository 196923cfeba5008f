/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ times: NonNullable<unknown>, figures: NonNullable<unknown> }} Owner_Session_LineInputs */

const en_owner_session_line = /** @type {(inputs: Owner_Session_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times}: ${i?.figures}`)
};

const es_owner_session_line = /** @type {(inputs: Owner_Session_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times}: ${i?.figures}`)
};

const fr_owner_session_line = /** @type {(inputs: Owner_Session_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times} : ${i?.figures}`)
};

const de_owner_session_line = /** @type {(inputs: Owner_Session_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times}: ${i?.figures}`)
};

const pt_br2_owner_session_line = /** @type {(inputs: Owner_Session_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times}: ${i?.figures}`)
};

const it_owner_session_line = /** @type {(inputs: Owner_Session_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times}: ${i?.figures}`)
};

const ar_owner_session_line = /** @type {(inputs: Owner_Session_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.times}: ${i?.figures}`)
};

/**
* | output |
* | --- |
* | "{times}: {figures}" |
*
* @param {Owner_Session_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_session_line = /** @type {((inputs: Owner_Session_LineInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Session_LineInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_session_line(inputs)
	if (locale === "fr") return fr_owner_session_line(inputs)
	if (locale === "de") return de_owner_session_line(inputs)
	if (locale === "pt-BR") return pt_br2_owner_session_line(inputs)
	if (locale === "it") return it_owner_session_line(inputs)
	if (locale === "ar") return ar_owner_session_line(inputs)
	return en_owner_session_line(inputs)
});