/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Time_Zone_ChooseInputs */

const en_owner_time_zone_choose = /** @type {(inputs: Owner_Time_Zone_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your time zone`)
};

const es_owner_time_zone_choose = /** @type {(inputs: Owner_Time_Zone_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tu zona horaria`)
};

const fr_owner_time_zone_choose = /** @type {(inputs: Owner_Time_Zone_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre fuseau horaire`)
};

const de_owner_time_zone_choose = /** @type {(inputs: Owner_Time_Zone_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle deine Zeitzone`)
};

const pt_br2_owner_time_zone_choose = /** @type {(inputs: Owner_Time_Zone_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha seu fuso horário`)
};

const it_owner_time_zone_choose = /** @type {(inputs: Owner_Time_Zone_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli il tuo fuso orario`)
};

const ar_owner_time_zone_choose = /** @type {(inputs: Owner_Time_Zone_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر منطقتك الزمنية`)
};

/**
* | output |
* | --- |
* | "Choose your time zone" |
*
* @param {Owner_Time_Zone_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_time_zone_choose = /** @type {((inputs?: Owner_Time_Zone_ChooseInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Time_Zone_ChooseInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_time_zone_choose(inputs)
	if (locale === "fr") return fr_owner_time_zone_choose(inputs)
	if (locale === "de") return de_owner_time_zone_choose(inputs)
	if (locale === "pt-BR") return pt_br2_owner_time_zone_choose(inputs)
	if (locale === "it") return it_owner_time_zone_choose(inputs)
	if (locale === "ar") return ar_owner_time_zone_choose(inputs)
	return en_owner_time_zone_choose(inputs)
});