/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Owner_Msg_Handle_FormatInputs */

const en_owner_msg_handle_format = /** @type {(inputs: Owner_Msg_Handle_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Short link: ${i?.min}–${i?.max} letters, digits or hyphens, not starting or ending with a hyphen`)
};

const es_owner_msg_handle_format = /** @type {(inputs: Owner_Msg_Handle_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enlace corto: de ${i?.min} a ${i?.max} letras, cifras o guiones, sin guion al principio ni al final`)
};

const fr_owner_msg_handle_format = /** @type {(inputs: Owner_Msg_Handle_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lien court : ${i?.min} à ${i?.max} lettres, chiffres ou tirets, sans tiret au début ni à la fin`)
};

const de_owner_msg_handle_format = /** @type {(inputs: Owner_Msg_Handle_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kurzlink: ${i?.min}–${i?.max} Buchstaben, Ziffern oder Bindestriche, nicht mit Bindestrich am Anfang oder Ende`)
};

const pt_br2_owner_msg_handle_format = /** @type {(inputs: Owner_Msg_Handle_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Link curto: de ${i?.min} a ${i?.max} letras, números ou hífens, sem hífen no início ou no fim`)
};

const it_owner_msg_handle_format = /** @type {(inputs: Owner_Msg_Handle_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Link breve: da ${i?.min} a ${i?.max} lettere, cifre o trattini, senza trattino all’inizio o alla fine`)
};

const ar_owner_msg_handle_format = /** @type {(inputs: Owner_Msg_Handle_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الرابط القصير: من ${i?.min} إلى ${i?.max} حرفًا لاتينيًا أو رقمًا أو شرطة، دون شرطة في البداية أو النهاية`)
};

/**
* | output |
* | --- |
* | "Short link: {min}–{max} letters, digits or hyphens, not starting or ending with a hyphen" |
*
* @param {Owner_Msg_Handle_FormatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_handle_format = /** @type {((inputs: Owner_Msg_Handle_FormatInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Handle_FormatInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_handle_format(inputs)
	if (locale === "fr") return fr_owner_msg_handle_format(inputs)
	if (locale === "de") return de_owner_msg_handle_format(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_handle_format(inputs)
	if (locale === "it") return it_owner_msg_handle_format(inputs)
	if (locale === "ar") return ar_owner_msg_handle_format(inputs)
	return en_owner_msg_handle_format(inputs)
});