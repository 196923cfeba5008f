/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_ResumeInputs */

const en_owner_resume = /** @type {(inputs: Owner_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume`)
};

const es_owner_resume = /** @type {(inputs: Owner_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reanudar`)
};

const fr_owner_resume = /** @type {(inputs: Owner_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reprendre`)
};

const de_owner_resume = /** @type {(inputs: Owner_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fortsetzen`)
};

const pt_br2_owner_resume = /** @type {(inputs: Owner_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retomar`)
};

const it_owner_resume = /** @type {(inputs: Owner_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riprendi`)
};

const ar_owner_resume = /** @type {(inputs: Owner_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استئناف`)
};

/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Owner_ResumeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_resume = /** @type {((inputs?: Owner_ResumeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_ResumeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_resume(inputs)
	if (locale === "fr") return fr_owner_resume(inputs)
	if (locale === "de") return de_owner_resume(inputs)
	if (locale === "pt-BR") return pt_br2_owner_resume(inputs)
	if (locale === "it") return it_owner_resume(inputs)
	if (locale === "ar") return ar_owner_resume(inputs)
	return en_owner_resume(inputs)
});