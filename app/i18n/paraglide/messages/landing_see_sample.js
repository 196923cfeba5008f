/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_See_SampleInputs */

const en_landing_see_sample = /** @type {(inputs: Landing_See_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See a sample profile`)
};

const es_landing_see_sample = /** @type {(inputs: Landing_See_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver un perfil de ejemplo`)
};

const fr_landing_see_sample = /** @type {(inputs: Landing_See_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir un exemple de profil`)
};

const de_landing_see_sample = /** @type {(inputs: Landing_See_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beispielprofil ansehen`)
};

const pt_br2_landing_see_sample = /** @type {(inputs: Landing_See_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver um perfil de exemplo`)
};

const it_landing_see_sample = /** @type {(inputs: Landing_See_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedi un profilo di esempio`)
};

const ar_landing_see_sample = /** @type {(inputs: Landing_See_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شاهد ملفًا تعريفيًا نموذجيًا`)
};

/**
* | output |
* | --- |
* | "See a sample profile" |
*
* @param {Landing_See_SampleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_see_sample = /** @type {((inputs?: Landing_See_SampleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_See_SampleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_see_sample(inputs)
	if (locale === "fr") return fr_landing_see_sample(inputs)
	if (locale === "de") return de_landing_see_sample(inputs)
	if (locale === "pt-BR") return pt_br2_landing_see_sample(inputs)
	if (locale === "it") return it_landing_see_sample(inputs)
	if (locale === "ar") return ar_landing_see_sample(inputs)
	return en_landing_see_sample(inputs)
});