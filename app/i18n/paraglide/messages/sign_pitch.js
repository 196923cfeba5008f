/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_PitchInputs */

const en_sign_pitch = /** @type {(inputs: Sign_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pitch`)
};

const es_sign_pitch = /** @type {(inputs: Sign_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar`)
};

const fr_sign_pitch = /** @type {(inputs: Sign_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emplacement`)
};

const de_sign_pitch = /** @type {(inputs: Sign_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielort`)
};

const pt_br2_sign_pitch = /** @type {(inputs: Sign_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponto`)
};

const it_sign_pitch = /** @type {(inputs: Sign_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postazione`)
};

const ar_sign_pitch = /** @type {(inputs: Sign_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الموقع`)
};

/**
* | output |
* | --- |
* | "Pitch" |
*
* @param {Sign_PitchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_pitch = /** @type {((inputs?: Sign_PitchInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_PitchInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_pitch(inputs)
	if (locale === "fr") return fr_sign_pitch(inputs)
	if (locale === "de") return de_sign_pitch(inputs)
	if (locale === "pt-BR") return pt_br2_sign_pitch(inputs)
	if (locale === "it") return it_sign_pitch(inputs)
	if (locale === "ar") return ar_sign_pitch(inputs)
	return en_sign_pitch(inputs)
});