/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_CloseInputs */

const en_profile_close = /** @type {(inputs: Profile_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

const es_profile_close = /** @type {(inputs: Profile_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

const fr_profile_close = /** @type {(inputs: Profile_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

const de_profile_close = /** @type {(inputs: Profile_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schließen`)
};

const pt_br2_profile_close = /** @type {(inputs: Profile_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechar`)
};

const it_profile_close = /** @type {(inputs: Profile_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudi`)
};

const ar_profile_close = /** @type {(inputs: Profile_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إغلاق`)
};

/**
* | output |
* | --- |
* | "Close" |
*
* @param {Profile_CloseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_close = /** @type {((inputs?: Profile_CloseInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_CloseInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_close(inputs)
	if (locale === "fr") return fr_profile_close(inputs)
	if (locale === "de") return de_profile_close(inputs)
	if (locale === "pt-BR") return pt_br2_profile_close(inputs)
	if (locale === "it") return it_profile_close(inputs)
	if (locale === "ar") return ar_profile_close(inputs)
	return en_profile_close(inputs)
});