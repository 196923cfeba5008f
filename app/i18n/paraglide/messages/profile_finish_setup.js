/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Finish_SetupInputs */

const en_profile_finish_setup = /** @type {(inputs: Profile_Finish_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish setting it up`)
};

const es_profile_finish_setup = /** @type {(inputs: Profile_Finish_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina de configurarla`)
};

const fr_profile_finish_setup = /** @type {(inputs: Profile_Finish_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminez de la configurer`)
};

const de_profile_finish_setup = /** @type {(inputs: Profile_Finish_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richte sie fertig ein`)
};

const pt_br2_profile_finish_setup = /** @type {(inputs: Profile_Finish_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termine de configurar`)
};

const it_profile_finish_setup = /** @type {(inputs: Profile_Finish_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completa la configurazione`)
};

const ar_profile_finish_setup = /** @type {(inputs: Profile_Finish_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكمل إعدادها`)
};

/**
* | output |
* | --- |
* | "Finish setting it up" |
*
* @param {Profile_Finish_SetupInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_finish_setup = /** @type {((inputs?: Profile_Finish_SetupInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Finish_SetupInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_finish_setup(inputs)
	if (locale === "fr") return fr_profile_finish_setup(inputs)
	if (locale === "de") return de_profile_finish_setup(inputs)
	if (locale === "pt-BR") return pt_br2_profile_finish_setup(inputs)
	if (locale === "it") return it_profile_finish_setup(inputs)
	if (locale === "ar") return ar_profile_finish_setup(inputs)
	return en_profile_finish_setup(inputs)
});