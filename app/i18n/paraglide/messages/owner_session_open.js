/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown> }} Owner_Session_OpenInputs */

const en_owner_session_open = /** @type {(inputs: Owner_Session_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start}–now`)
};

const es_owner_session_open = /** @type {(inputs: Owner_Session_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start}–ahora`)
};

const fr_owner_session_open = /** @type {(inputs: Owner_Session_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start}–maintenant`)
};

const de_owner_session_open = /** @type {(inputs: Owner_Session_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start}–jetzt`)
};

const pt_br2_owner_session_open = /** @type {(inputs: Owner_Session_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start}–agora`)
};

const it_owner_session_open = /** @type {(inputs: Owner_Session_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start}–adesso`)
};

const ar_owner_session_open = /** @type {(inputs: Owner_Session_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start}–الآن`)
};

/**
* | output |
* | --- |
* | "{start}–now" |
*
* @param {Owner_Session_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_session_open = /** @type {((inputs: Owner_Session_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Session_OpenInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_session_open(inputs)
	if (locale === "fr") return fr_owner_session_open(inputs)
	if (locale === "de") return de_owner_session_open(inputs)
	if (locale === "pt-BR") return pt_br2_owner_session_open(inputs)
	if (locale === "it") return it_owner_session_open(inputs)
	if (locale === "ar") return ar_owner_session_open(inputs)
	return en_owner_session_open(inputs)
});