/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Not_Found_TextInputs */

const en_profile_not_found_text = /** @type {(inputs: Profile_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page does not exist, or its owner has taken it down.`)
};

const es_profile_not_found_text = /** @type {(inputs: Profile_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página no existe o su dueño la ha retirado.`)
};

const fr_profile_not_found_text = /** @type {(inputs: Profile_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n'existe pas, ou son propriétaire l'a retirée.`)
};

const de_profile_not_found_text = /** @type {(inputs: Profile_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite gibt es nicht, oder ihr Inhaber hat sie entfernt.`)
};

const pt_br2_profile_not_found_text = /** @type {(inputs: Profile_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página não existe ou foi retirada pelo dono.`)
};

const it_profile_not_found_text = /** @type {(inputs: Profile_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa pagina non esiste o il proprietario l'ha rimossa.`)
};

const ar_profile_not_found_text = /** @type {(inputs: Profile_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذه الصفحة غير موجودة، أو أزالها صاحبها.`)
};

/**
* | output |
* | --- |
* | "This page does not exist, or its owner has taken it down." |
*
* @param {Profile_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_not_found_text = /** @type {((inputs?: Profile_Not_Found_TextInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Not_Found_TextInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_not_found_text(inputs)
	if (locale === "fr") return fr_profile_not_found_text(inputs)
	if (locale === "de") return de_profile_not_found_text(inputs)
	if (locale === "pt-BR") return pt_br2_profile_not_found_text(inputs)
	if (locale === "it") return it_profile_not_found_text(inputs)
	if (locale === "ar") return ar_profile_not_found_text(inputs)
	return en_profile_not_found_text(inputs)
});