/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Fan_ConfirmedInputs */

const en_profile_fan_confirmed = /** @type {(inputs: Profile_Fan_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're in: you will hear when they play near you.`)
};

const es_profile_fan_confirmed = /** @type {(inputs: Profile_Fan_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya estás dentro: te avisaremos cuando toque cerca de ti.`)
};

const fr_profile_fan_confirmed = /** @type {(inputs: Profile_Fan_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C'est fait : vous serez prévenu quand l'artiste jouera près de chez vous.`)
};

const de_profile_fan_confirmed = /** @type {(inputs: Profile_Fan_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist dabei: Du erfährst, wenn in deiner Nähe gespielt wird.`)
};

const pt_br2_profile_fan_confirmed = /** @type {(inputs: Profile_Fan_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pronto: você vai saber quando tocar perto de você.`)
};

const it_profile_fan_confirmed = /** @type {(inputs: Profile_Fan_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ci sei: saprai quando suonerà vicino a te.`)
};

const ar_profile_fan_confirmed = /** @type {(inputs: Profile_Fan_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم التسجيل: ستعرف متى يقدّم عرضًا بالقرب منك.`)
};

/**
* | output |
* | --- |
* | "You're in: you will hear when they play near you." |
*
* @param {Profile_Fan_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_fan_confirmed = /** @type {((inputs?: Profile_Fan_ConfirmedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Fan_ConfirmedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_fan_confirmed(inputs)
	if (locale === "fr") return fr_profile_fan_confirmed(inputs)
	if (locale === "de") return de_profile_fan_confirmed(inputs)
	if (locale === "pt-BR") return pt_br2_profile_fan_confirmed(inputs)
	if (locale === "it") return it_profile_fan_confirmed(inputs)
	if (locale === "ar") return ar_profile_fan_confirmed(inputs)
	return en_profile_fan_confirmed(inputs)
});