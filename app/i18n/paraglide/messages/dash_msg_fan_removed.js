/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Fan_RemovedInputs */

const en_dash_msg_fan_removed = /** @type {(inputs: Dash_Msg_Fan_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The fan was removed.`)
};

const es_dash_msg_fan_removed = /** @type {(inputs: Dash_Msg_Fan_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se quitó al fan.`)
};

const fr_dash_msg_fan_removed = /** @type {(inputs: Dash_Msg_Fan_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fan a été retiré.`)
};

const de_dash_msg_fan_removed = /** @type {(inputs: Dash_Msg_Fan_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Fan wurde entfernt.`)
};

const pt_br2_dash_msg_fan_removed = /** @type {(inputs: Dash_Msg_Fan_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O fã foi removido.`)
};

const it_dash_msg_fan_removed = /** @type {(inputs: Dash_Msg_Fan_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il fan è stato rimosso.`)
};

const ar_dash_msg_fan_removed = /** @type {(inputs: Dash_Msg_Fan_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُزيل المعجب.`)
};

/**
* | output |
* | --- |
* | "The fan was removed." |
*
* @param {Dash_Msg_Fan_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_fan_removed = /** @type {((inputs?: Dash_Msg_Fan_RemovedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Fan_RemovedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_fan_removed(inputs)
	if (locale === "fr") return fr_dash_msg_fan_removed(inputs)
	if (locale === "de") return de_dash_msg_fan_removed(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_fan_removed(inputs)
	if (locale === "it") return it_dash_msg_fan_removed(inputs)
	if (locale === "ar") return ar_dash_msg_fan_removed(inputs)
	return en_dash_msg_fan_removed(inputs)
});