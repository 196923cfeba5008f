/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Time_Zone_HintInputs */

const en_owner_time_zone_hint = /** @type {(inputs: Owner_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your events' times are in this zone; visitors see them with its name.`)
};

const es_owner_time_zone_hint = /** @type {(inputs: Owner_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las horas de tus eventos están en esta zona; los visitantes las ven con su nombre.`)
};

const fr_owner_time_zone_hint = /** @type {(inputs: Owner_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les heures de vos événements sont dans ce fuseau ; les visiteurs les voient avec son nom.`)
};

const de_owner_time_zone_hint = /** @type {(inputs: Owner_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zeiten deiner Veranstaltungen gelten in dieser Zone; Besucher sehen sie mit ihrem Namen.`)
};

const pt_br2_owner_time_zone_hint = /** @type {(inputs: Owner_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os horários dos seus eventos ficam neste fuso; os visitantes os veem com o nome dele.`)
};

const it_owner_time_zone_hint = /** @type {(inputs: Owner_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gli orari dei tuoi eventi sono in questo fuso; i visitatori li vedono con il suo nome.`)
};

const ar_owner_time_zone_hint = /** @type {(inputs: Owner_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أوقات فعالياتك بهذه المنطقة؛ ويراها الزوار مع اسمها.`)
};

/**
* | output |
* | --- |
* | "Your events' times are in this zone; visitors see them with its name." |
*
* @param {Owner_Time_Zone_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_time_zone_hint = /** @type {((inputs?: Owner_Time_Zone_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Time_Zone_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_time_zone_hint(inputs)
	if (locale === "fr") return fr_owner_time_zone_hint(inputs)
	if (locale === "de") return de_owner_time_zone_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_time_zone_hint(inputs)
	if (locale === "it") return it_owner_time_zone_hint(inputs)
	if (locale === "ar") return ar_owner_time_zone_hint(inputs)
	return en_owner_time_zone_hint(inputs)
});