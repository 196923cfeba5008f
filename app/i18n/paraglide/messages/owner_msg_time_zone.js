/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Time_ZoneInputs */

const en_owner_msg_time_zone = /** @type {(inputs: Owner_Msg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a time zone from the list`)
};

const es_owner_msg_time_zone = /** @type {(inputs: Owner_Msg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una zona horaria de la lista`)
};

const fr_owner_msg_time_zone = /** @type {(inputs: Owner_Msg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un fuseau horaire dans la liste`)
};

const de_owner_msg_time_zone = /** @type {(inputs: Owner_Msg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine Zeitzone aus der Liste`)
};

const pt_br2_owner_msg_time_zone = /** @type {(inputs: Owner_Msg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um fuso horário da lista`)
};

const it_owner_msg_time_zone = /** @type {(inputs: Owner_Msg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli un fuso orario dall’elenco`)
};

const ar_owner_msg_time_zone = /** @type {(inputs: Owner_Msg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر منطقة زمنية من القائمة`)
};

/**
* | output |
* | --- |
* | "Choose a time zone from the list" |
*
* @param {Owner_Msg_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_time_zone = /** @type {((inputs?: Owner_Msg_Time_ZoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Time_ZoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_time_zone(inputs)
	if (locale === "fr") return fr_owner_msg_time_zone(inputs)
	if (locale === "de") return de_owner_msg_time_zone(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_time_zone(inputs)
	if (locale === "it") return it_owner_msg_time_zone(inputs)
	if (locale === "ar") return ar_owner_msg_time_zone(inputs)
	return en_owner_msg_time_zone(inputs)
});