/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_Unknown_DateInputs */

const en_passkeys_unknown_date = /** @type {(inputs: Passkeys_Unknown_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on an unknown date`)
};

const es_passkeys_unknown_date = /** @type {(inputs: Passkeys_Unknown_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en una fecha desconocida`)
};

const fr_passkeys_unknown_date = /** @type {(inputs: Passkeys_Unknown_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à une date inconnue`)
};

const de_passkeys_unknown_date = /** @type {(inputs: Passkeys_Unknown_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an einem unbekannten Datum`)
};

const pt_br2_passkeys_unknown_date = /** @type {(inputs: Passkeys_Unknown_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`em data desconhecida`)
};

const it_passkeys_unknown_date = /** @type {(inputs: Passkeys_Unknown_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in una data sconosciuta`)
};

const ar_passkeys_unknown_date = /** @type {(inputs: Passkeys_Unknown_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في تاريخ غير معروف`)
};

/**
* | output |
* | --- |
* | "on an unknown date" |
*
* @param {Passkeys_Unknown_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_unknown_date = /** @type {((inputs?: Passkeys_Unknown_DateInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Unknown_DateInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_unknown_date(inputs)
	if (locale === "fr") return fr_passkeys_unknown_date(inputs)
	if (locale === "de") return de_passkeys_unknown_date(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_unknown_date(inputs)
	if (locale === "it") return it_passkeys_unknown_date(inputs)
	if (locale === "ar") return ar_passkeys_unknown_date(inputs)
	return en_passkeys_unknown_date(inputs)
});