/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Like_FailedInputs */

const en_profile_like_failed = /** @type {(inputs: Profile_Like_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save your like. Try again.`)
};

const es_profile_like_failed = /** @type {(inputs: Profile_Like_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar tu me gusta. Inténtalo de nuevo.`)
};

const fr_profile_like_failed = /** @type {(inputs: Profile_Like_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'enregistrer votre j'aime. Réessayez.`)
};

const de_profile_like_failed = /** @type {(inputs: Profile_Like_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Like konnte nicht gespeichert werden. Versuche es erneut.`)
};

const pt_br2_profile_like_failed = /** @type {(inputs: Profile_Like_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível salvar sua curtida. Tente de novo.`)
};

const it_profile_like_failed = /** @type {(inputs: Profile_Like_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile salvare il tuo mi piace. Riprova.`)
};

const ar_profile_like_failed = /** @type {(inputs: Profile_Like_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذر حفظ إعجابك. حاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "Could not save your like. Try again." |
*
* @param {Profile_Like_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_like_failed = /** @type {((inputs?: Profile_Like_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Like_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_like_failed(inputs)
	if (locale === "fr") return fr_profile_like_failed(inputs)
	if (locale === "de") return de_profile_like_failed(inputs)
	if (locale === "pt-BR") return pt_br2_profile_like_failed(inputs)
	if (locale === "it") return it_profile_like_failed(inputs)
	if (locale === "ar") return ar_profile_like_failed(inputs)
	return en_profile_like_failed(inputs)
});