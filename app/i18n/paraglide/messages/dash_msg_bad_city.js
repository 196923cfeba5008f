/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Bad_CityInputs */

const en_dash_msg_bad_city = /** @type {(inputs: Dash_Msg_Bad_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of your fans' cities, or all fans.`)
};

const es_dash_msg_bad_city = /** @type {(inputs: Dash_Msg_Bad_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una de las ciudades de tus fans, o todos los fans.`)
};

const fr_dash_msg_bad_city = /** @type {(inputs: Dash_Msg_Bad_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une des villes de vos fans, ou tous les fans.`)
};

const de_dash_msg_bad_city = /** @type {(inputs: Dash_Msg_Bad_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine der Städte deiner Fans oder alle Fans.`)
};

const pt_br2_dash_msg_bad_city = /** @type {(inputs: Dash_Msg_Bad_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma das cidades dos seus fãs, ou todos os fãs.`)
};

const it_dash_msg_bad_city = /** @type {(inputs: Dash_Msg_Bad_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli una delle città dei tuoi fan, oppure tutti i fan.`)
};

const ar_dash_msg_bad_city = /** @type {(inputs: Dash_Msg_Bad_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر إحدى مدن معجبيك، أو كل المعجبين.`)
};

/**
* | output |
* | --- |
* | "Choose one of your fans' cities, or all fans." |
*
* @param {Dash_Msg_Bad_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_bad_city = /** @type {((inputs?: Dash_Msg_Bad_CityInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Bad_CityInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_bad_city(inputs)
	if (locale === "fr") return fr_dash_msg_bad_city(inputs)
	if (locale === "de") return de_dash_msg_bad_city(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_bad_city(inputs)
	if (locale === "it") return it_dash_msg_bad_city(inputs)
	if (locale === "ar") return ar_dash_msg_bad_city(inputs)
	return en_dash_msg_bad_city(inputs)
});