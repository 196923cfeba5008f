/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_About_YouInputs */

const en_owner_about_you = /** @type {(inputs: Owner_About_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About you`)
};

const es_owner_about_you = /** @type {(inputs: Owner_About_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre ti`)
};

const fr_owner_about_you = /** @type {(inputs: Owner_About_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos de vous`)
};

const de_owner_about_you = /** @type {(inputs: Owner_About_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über dich`)
};

const pt_br2_owner_about_you = /** @type {(inputs: Owner_About_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre você`)
};

const it_owner_about_you = /** @type {(inputs: Owner_About_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su di te`)
};

const ar_owner_about_you = /** @type {(inputs: Owner_About_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنك`)
};

/**
* | output |
* | --- |
* | "About you" |
*
* @param {Owner_About_YouInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_about_you = /** @type {((inputs?: Owner_About_YouInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_About_YouInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_about_you(inputs)
	if (locale === "fr") return fr_owner_about_you(inputs)
	if (locale === "de") return de_owner_about_you(inputs)
	if (locale === "pt-BR") return pt_br2_owner_about_you(inputs)
	if (locale === "it") return it_owner_about_you(inputs)
	if (locale === "ar") return ar_owner_about_you(inputs)
	return en_owner_about_you(inputs)
});