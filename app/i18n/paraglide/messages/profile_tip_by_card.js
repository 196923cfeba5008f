/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Profile_Tip_By_CardInputs */

const en_profile_tip_by_card = /** @type {(inputs: Profile_Tip_By_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tip ${i?.amount} by card or wallet`)
};

const es_profile_tip_by_card = /** @type {(inputs: Profile_Tip_By_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dar ${i?.amount} con tarjeta o billetera`)
};

const fr_profile_tip_by_card = /** @type {(inputs: Profile_Tip_By_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donner ${i?.amount} par carte ou portefeuille`)
};

const de_profile_tip_by_card = /** @type {(inputs: Profile_Tip_By_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} per Karte oder Wallet geben`)
};

const pt_br2_profile_tip_by_card = /** @type {(inputs: Profile_Tip_By_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dar ${i?.amount} com cartão ou carteira digital`)
};

const it_profile_tip_by_card = /** @type {(inputs: Profile_Tip_By_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lascia ${i?.amount} con carta o wallet`)
};

const ar_profile_tip_by_card = /** @type {(inputs: Profile_Tip_By_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إكرامية ${i?.amount} بالبطاقة أو المحفظة`)
};

/**
* | output |
* | --- |
* | "Tip {amount} by card or wallet" |
*
* @param {Profile_Tip_By_CardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_by_card = /** @type {((inputs: Profile_Tip_By_CardInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_By_CardInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_by_card(inputs)
	if (locale === "fr") return fr_profile_tip_by_card(inputs)
	if (locale === "de") return de_profile_tip_by_card(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_by_card(inputs)
	if (locale === "it") return it_profile_tip_by_card(inputs)
	if (locale === "ar") return ar_profile_tip_by_card(inputs)
	return en_profile_tip_by_card(inputs)
});