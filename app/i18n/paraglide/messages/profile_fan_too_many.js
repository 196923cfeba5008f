/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Fan_Too_ManyInputs */

const en_profile_fan_too_many = /** @type {(inputs: Profile_Fan_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-ups from here just now. Please try again in a few minutes.`)
};

const es_profile_fan_too_many = /** @type {(inputs: Profile_Fan_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados registros desde aquí ahora mismo. Inténtalo de nuevo en unos minutos.`)
};

const fr_profile_fan_too_many = /** @type {(inputs: Profile_Fan_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop d'inscriptions d'ici pour le moment. Réessayez dans quelques minutes.`)
};

const de_profile_fan_too_many = /** @type {(inputs: Profile_Fan_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerade zu viele Anmeldungen von hier. Versuche es in ein paar Minuten erneut.`)
};

const pt_br2_profile_fan_too_many = /** @type {(inputs: Profile_Fan_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muitas inscrições daqui agora. Tente de novo em alguns minutos.`)
};

const it_profile_fan_too_many = /** @type {(inputs: Profile_Fan_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Troppe iscrizioni da qui in questo momento. Riprova tra qualche minuto.`)
};

const ar_profile_fan_too_many = /** @type {(inputs: Profile_Fan_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيلات كثيرة من هنا الآن. حاول مجددًا بعد بضع دقائق.`)
};

/**
* | output |
* | --- |
* | "Too many sign-ups from here just now. Please try again in a few minutes." |
*
* @param {Profile_Fan_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_fan_too_many = /** @type {((inputs?: Profile_Fan_Too_ManyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Fan_Too_ManyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_fan_too_many(inputs)
	if (locale === "fr") return fr_profile_fan_too_many(inputs)
	if (locale === "de") return de_profile_fan_too_many(inputs)
	if (locale === "pt-BR") return pt_br2_profile_fan_too_many(inputs)
	if (locale === "it") return it_profile_fan_too_many(inputs)
	if (locale === "ar") return ar_profile_fan_too_many(inputs)
	return en_profile_fan_too_many(inputs)
});