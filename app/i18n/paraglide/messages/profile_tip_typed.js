/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Tip_TypedInputs */

const en_profile_tip_typed = /** @type {(inputs: Profile_Tip_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip the amount typed`)
};

const es_profile_tip_typed = /** @type {(inputs: Profile_Tip_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dar el importe escrito`)
};

const fr_profile_tip_typed = /** @type {(inputs: Profile_Tip_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner le montant saisi`)
};

const de_profile_tip_typed = /** @type {(inputs: Profile_Tip_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingegebenen Betrag geben`)
};

const pt_br2_profile_tip_typed = /** @type {(inputs: Profile_Tip_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dar o valor digitado`)
};

const it_profile_tip_typed = /** @type {(inputs: Profile_Tip_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lascia l'importo scritto`)
};

const ar_profile_tip_typed = /** @type {(inputs: Profile_Tip_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل المبلغ المكتوب`)
};

/**
* | output |
* | --- |
* | "Tip the amount typed" |
*
* @param {Profile_Tip_TypedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_typed = /** @type {((inputs?: Profile_Tip_TypedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_TypedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_typed(inputs)
	if (locale === "fr") return fr_profile_tip_typed(inputs)
	if (locale === "de") return de_profile_tip_typed(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_typed(inputs)
	if (locale === "it") return it_profile_tip_typed(inputs)
	if (locale === "ar") return ar_profile_tip_typed(inputs)
	return en_profile_tip_typed(inputs)
});