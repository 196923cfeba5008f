/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Tip_Performer_No_CardInputs */

const en_profile_tip_performer_no_card = /** @type {(inputs: Profile_Tip_Performer_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This performer does not take card tips right now.`)
};

const es_profile_tip_performer_no_card = /** @type {(inputs: Profile_Tip_Performer_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este artista no acepta propinas con tarjeta ahora mismo.`)
};

const fr_profile_tip_performer_no_card = /** @type {(inputs: Profile_Tip_Performer_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet artiste n'accepte pas les pourboires par carte pour le moment.`)
};

const de_profile_tip_performer_no_card = /** @type {(inputs: Profile_Tip_Performer_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Person nimmt gerade kein Trinkgeld per Karte an.`)
};

const pt_br2_profile_tip_performer_no_card = /** @type {(inputs: Profile_Tip_Performer_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este artista não aceita gorjetas com cartão no momento.`)
};

const it_profile_tip_performer_no_card = /** @type {(inputs: Profile_Tip_Performer_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo artista al momento non accetta mance con carta.`)
};

const ar_profile_tip_performer_no_card = /** @type {(inputs: Profile_Tip_Performer_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الفنان لا يقبل الإكراميات بالبطاقة حاليًا.`)
};

/**
* | output |
* | --- |
* | "This performer does not take card tips right now." |
*
* @param {Profile_Tip_Performer_No_CardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_performer_no_card = /** @type {((inputs?: Profile_Tip_Performer_No_CardInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_Performer_No_CardInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_performer_no_card(inputs)
	if (locale === "fr") return fr_profile_tip_performer_no_card(inputs)
	if (locale === "de") return de_profile_tip_performer_no_card(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_performer_no_card(inputs)
	if (locale === "it") return it_profile_tip_performer_no_card(inputs)
	if (locale === "ar") return ar_profile_tip_performer_no_card(inputs)
	return en_profile_tip_performer_no_card(inputs)
});