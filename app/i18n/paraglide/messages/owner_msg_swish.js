/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_SwishInputs */

const en_owner_msg_swish = /** @type {(inputs: Owner_Msg_SwishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a Swish number, like 123 456 78 90 or 070 123 45 67`)
};

const es_owner_msg_swish = /** @type {(inputs: Owner_Msg_SwishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un número de Swish, como 123 456 78 90 o 070 123 45 67`)
};

const fr_owner_msg_swish = /** @type {(inputs: Owner_Msg_SwishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un numéro Swish, comme 123 456 78 90 ou 070 123 45 67`)
};

const de_owner_msg_swish = /** @type {(inputs: Owner_Msg_SwishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine Swish-Nummer ein, z. B. 123 456 78 90 oder 070 123 45 67`)
};

const pt_br2_owner_msg_swish = /** @type {(inputs: Owner_Msg_SwishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um número Swish, como 123 456 78 90 ou 070 123 45 67`)
};

const it_owner_msg_swish = /** @type {(inputs: Owner_Msg_SwishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci un numero Swish, come 123 456 78 90 o 070 123 45 67`)
};

const ar_owner_msg_swish = /** @type {(inputs: Owner_Msg_SwishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل رقم Swish، مثل 123 456 78 90 أو 070 123 45 67`)
};

/**
* | output |
* | --- |
* | "Enter a Swish number, like 123 456 78 90 or 070 123 45 67" |
*
* @param {Owner_Msg_SwishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_swish = /** @type {((inputs?: Owner_Msg_SwishInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_SwishInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_swish(inputs)
	if (locale === "fr") return fr_owner_msg_swish(inputs)
	if (locale === "de") return de_owner_msg_swish(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_swish(inputs)
	if (locale === "it") return it_owner_msg_swish(inputs)
	if (locale === "ar") return ar_owner_msg_swish(inputs)
	return en_owner_msg_swish(inputs)
});