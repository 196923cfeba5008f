/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Phone_HintInputs */

const en_owner_phone_hint = /** @type {(inputs: Owner_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 to 15 digits, an optional + in front.`)
};

const es_owner_phone_hint = /** @type {(inputs: Owner_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 10 a 15 dígitos, con un + delante si quieres.`)
};

const fr_owner_phone_hint = /** @type {(inputs: Owner_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 à 15 chiffres, un + devant si vous voulez.`)
};

const de_owner_phone_hint = /** @type {(inputs: Owner_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 bis 15 Ziffern, optional ein + davor.`)
};

const pt_br2_owner_phone_hint = /** @type {(inputs: Owner_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 10 a 15 dígitos, com + opcional na frente.`)
};

const it_owner_phone_hint = /** @type {(inputs: Owner_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da 10 a 15 cifre, con un + davanti facoltativo.`)
};

const ar_owner_phone_hint = /** @type {(inputs: Owner_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من 10 إلى 15 رقمًا، ويمكن إضافة + في البداية.`)
};

/**
* | output |
* | --- |
* | "10 to 15 digits, an optional + in front." |
*
* @param {Owner_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_phone_hint = /** @type {((inputs?: Owner_Phone_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Phone_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_phone_hint(inputs)
	if (locale === "fr") return fr_owner_phone_hint(inputs)
	if (locale === "de") return de_owner_phone_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_phone_hint(inputs)
	if (locale === "it") return it_owner_phone_hint(inputs)
	if (locale === "ar") return ar_owner_phone_hint(inputs)
	return en_owner_phone_hint(inputs)
});