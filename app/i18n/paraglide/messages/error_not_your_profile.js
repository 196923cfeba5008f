/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Not_Your_ProfileInputs */

const en_error_not_your_profile = /** @type {(inputs: Error_Not_Your_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only edit your own profile.`)
};

const es_error_not_your_profile = /** @type {(inputs: Error_Not_Your_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo puedes editar tu propio perfil.`)
};

const fr_error_not_your_profile = /** @type {(inputs: Error_Not_Your_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez modifier que votre propre profil.`)
};

const de_error_not_your_profile = /** @type {(inputs: Error_Not_Your_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du kannst nur dein eigenes Profil bearbeiten.`)
};

const pt_br2_error_not_your_profile = /** @type {(inputs: Error_Not_Your_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você só pode editar o seu próprio perfil.`)
};

const it_error_not_your_profile = /** @type {(inputs: Error_Not_Your_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puoi modificare solo il tuo profilo.`)
};

const ar_error_not_your_profile = /** @type {(inputs: Error_Not_Your_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يمكنك تعديل ملفك الشخصي فقط.`)
};

/**
* | output |
* | --- |
* | "You can only edit your own profile." |
*
* @param {Error_Not_Your_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const error_not_your_profile = /** @type {((inputs?: Error_Not_Your_ProfileInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Your_ProfileInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_not_your_profile(inputs)
	if (locale === "fr") return fr_error_not_your_profile(inputs)
	if (locale === "de") return de_error_not_your_profile(inputs)
	if (locale === "pt-BR") return pt_br2_error_not_your_profile(inputs)
	if (locale === "it") return it_error_not_your_profile(inputs)
	if (locale === "ar") return ar_error_not_your_profile(inputs)
	return en_error_not_your_profile(inputs)
});