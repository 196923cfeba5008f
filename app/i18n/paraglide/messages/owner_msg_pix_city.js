/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Pix_CityInputs */

const en_owner_msg_pix_city = /** @type {(inputs: Owner_Msg_Pix_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your city in letters (PIX needs it), at most 15`)
};

const es_owner_msg_pix_city = /** @type {(inputs: Owner_Msg_Pix_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu ciudad con letras (PIX la pide), 15 como máximo`)
};

const fr_owner_msg_pix_city = /** @type {(inputs: Owner_Msg_Pix_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre ville en lettres (PIX l’exige), 15 au plus`)
};

const de_owner_msg_pix_city = /** @type {(inputs: Owner_Msg_Pix_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib deine Stadt in Buchstaben ein (PIX braucht sie), höchstens 15`)
};

const pt_br2_owner_msg_pix_city = /** @type {(inputs: Owner_Msg_Pix_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite sua cidade em letras (o PIX exige), no máximo 15`)
};

const it_owner_msg_pix_city = /** @type {(inputs: Owner_Msg_Pix_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci la tua città in lettere (PIX la richiede), al massimo 15`)
};

const ar_owner_msg_pix_city = /** @type {(inputs: Owner_Msg_Pix_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل مدينتك بالحروف (يحتاجها PIX)، 15 حرفًا كحد أقصى`)
};

/**
* | output |
* | --- |
* | "Enter your city in letters (PIX needs it), at most 15" |
*
* @param {Owner_Msg_Pix_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_pix_city = /** @type {((inputs?: Owner_Msg_Pix_CityInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Pix_CityInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_pix_city(inputs)
	if (locale === "fr") return fr_owner_msg_pix_city(inputs)
	if (locale === "de") return de_owner_msg_pix_city(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_pix_city(inputs)
	if (locale === "it") return it_owner_msg_pix_city(inputs)
	if (locale === "ar") return ar_owner_msg_pix_city(inputs)
	return en_owner_msg_pix_city(inputs)
});