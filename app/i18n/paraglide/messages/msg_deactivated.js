/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_DeactivatedInputs */

const en_msg_deactivated = /** @type {(inputs: Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account has been deactivated.`)
};

const es_msg_deactivated = /** @type {(inputs: Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cuenta ha sido desactivada.`)
};

const fr_msg_deactivated = /** @type {(inputs: Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce compte a été désactivé.`)
};

const de_msg_deactivated = /** @type {(inputs: Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Konto wurde deaktiviert.`)
};

const pt_br2_msg_deactivated = /** @type {(inputs: Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta conta foi desativada.`)
};

const it_msg_deactivated = /** @type {(inputs: Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo account è stato disattivato.`)
};

const ar_msg_deactivated = /** @type {(inputs: Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تعطيل هذا الحساب.`)
};

/**
* | output |
* | --- |
* | "This account has been deactivated." |
*
* @param {Msg_DeactivatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_deactivated = /** @type {((inputs?: Msg_DeactivatedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_DeactivatedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_deactivated(inputs)
	if (locale === "fr") return fr_msg_deactivated(inputs)
	if (locale === "de") return de_msg_deactivated(inputs)
	if (locale === "pt-BR") return pt_br2_msg_deactivated(inputs)
	if (locale === "it") return it_msg_deactivated(inputs)
	if (locale === "ar") return ar_msg_deactivated(inputs)
	return en_msg_deactivated(inputs)
});