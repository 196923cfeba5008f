/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Tip_Too_ManyInputs */

const en_profile_tip_too_many = /** @type {(inputs: Profile_Tip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many tips started from here. Please wait a few minutes and try again.`)
};

const es_profile_tip_too_many = /** @type {(inputs: Profile_Tip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se han iniciado demasiadas propinas desde aquí. Espera unos minutos y vuelve a intentarlo.`)
};

const fr_profile_tip_too_many = /** @type {(inputs: Profile_Tip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de pourboires lancés d'ici. Patientez quelques minutes et réessayez.`)
};

const de_profile_tip_too_many = /** @type {(inputs: Profile_Tip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von hier wurden zu viele Trinkgelder gestartet. Warte ein paar Minuten und versuche es erneut.`)
};

const pt_br2_profile_tip_too_many = /** @type {(inputs: Profile_Tip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muitas gorjetas iniciadas daqui. Aguarde alguns minutos e tente de novo.`)
};

const it_profile_tip_too_many = /** @type {(inputs: Profile_Tip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Troppe mance avviate da qui. Attendi qualche minuto e riprova.`)
};

const ar_profile_tip_too_many = /** @type {(inputs: Profile_Tip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدأت إكراميات كثيرة من هنا. انتظر بضع دقائق وحاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "Too many tips started from here. Please wait a few minutes and try again." |
*
* @param {Profile_Tip_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_too_many = /** @type {((inputs?: Profile_Tip_Too_ManyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_Too_ManyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_too_many(inputs)
	if (locale === "fr") return fr_profile_tip_too_many(inputs)
	if (locale === "de") return de_profile_tip_too_many(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_too_many(inputs)
	if (locale === "it") return it_profile_tip_too_many(inputs)
	if (locale === "ar") return ar_profile_tip_too_many(inputs)
	return en_profile_tip_too_many(inputs)
});