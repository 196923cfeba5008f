/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown> }} Profile_No_Way_To_TipInputs */

const en_profile_no_way_to_tip = /** @type {(inputs: Profile_No_Way_To_TipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.firstName} has not added a way to tip online yet.`)
};

const es_profile_no_way_to_tip = /** @type {(inputs: Profile_No_Way_To_TipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.firstName} aún no ha añadido una forma de recibir propinas en línea.`)
};

const fr_profile_no_way_to_tip = /** @type {(inputs: Profile_No_Way_To_TipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.firstName} n'a pas encore ajouté de moyen de recevoir des pourboires en ligne.`)
};

const de_profile_no_way_to_tip = /** @type {(inputs: Profile_No_Way_To_TipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.firstName} hat noch keine Möglichkeit für Online-Trinkgeld hinzugefügt.`)
};

const pt_br2_profile_no_way_to_tip = /** @type {(inputs: Profile_No_Way_To_TipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.firstName} ainda não adicionou uma forma de receber gorjetas online.`)
};

const it_profile_no_way_to_tip = /** @type {(inputs: Profile_No_Way_To_TipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.firstName} non ha ancora aggiunto un modo per ricevere mance online.`)
};

const ar_profile_no_way_to_tip = /** @type {(inputs: Profile_No_Way_To_TipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يضف ${i?.firstName} بعد طريقة لتلقي الإكراميات عبر الإنترنت.`)
};

/**
* | output |
* | --- |
* | "{firstName} has not added a way to tip online yet." |
*
* @param {Profile_No_Way_To_TipInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_no_way_to_tip = /** @type {((inputs: Profile_No_Way_To_TipInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_No_Way_To_TipInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_no_way_to_tip(inputs)
	if (locale === "fr") return fr_profile_no_way_to_tip(inputs)
	if (locale === "de") return de_profile_no_way_to_tip(inputs)
	if (locale === "pt-BR") return pt_br2_profile_no_way_to_tip(inputs)
	if (locale === "it") return it_profile_no_way_to_tip(inputs)
	if (locale === "ar") return ar_profile_no_way_to_tip(inputs)
	return en_profile_no_way_to_tip(inputs)
});