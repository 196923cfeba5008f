/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Fan_Not_ListedInputs */

const en_dash_msg_fan_not_listed = /** @type {(inputs: Dash_Msg_Fan_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That fan is not on your list (any more).`)
};

const es_dash_msg_fan_not_listed = /** @type {(inputs: Dash_Msg_Fan_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese fan no está (ya) en tu lista.`)
};

const fr_dash_msg_fan_not_listed = /** @type {(inputs: Dash_Msg_Fan_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fan n’est pas (ou plus) sur votre liste.`)
};

const de_dash_msg_fan_not_listed = /** @type {(inputs: Dash_Msg_Fan_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Fan ist nicht (mehr) auf deiner Liste.`)
};

const pt_br2_dash_msg_fan_not_listed = /** @type {(inputs: Dash_Msg_Fan_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse fã não está (mais) na sua lista.`)
};

const it_dash_msg_fan_not_listed = /** @type {(inputs: Dash_Msg_Fan_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quel fan non è (più) nella tua lista.`)
};

const ar_dash_msg_fan_not_listed = /** @type {(inputs: Dash_Msg_Fan_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا المعجب ليس في قائمتك (بعد الآن).`)
};

/**
* | output |
* | --- |
* | "That fan is not on your list (any more)." |
*
* @param {Dash_Msg_Fan_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_fan_not_listed = /** @type {((inputs?: Dash_Msg_Fan_Not_ListedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Fan_Not_ListedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_fan_not_listed(inputs)
	if (locale === "fr") return fr_dash_msg_fan_not_listed(inputs)
	if (locale === "de") return de_dash_msg_fan_not_listed(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_fan_not_listed(inputs)
	if (locale === "it") return it_dash_msg_fan_not_listed(inputs)
	if (locale === "ar") return ar_dash_msg_fan_not_listed(inputs)
	return en_dash_msg_fan_not_listed(inputs)
});