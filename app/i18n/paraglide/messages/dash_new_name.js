/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_New_NameInputs */

const en_dash_new_name = /** @type {(inputs: Dash_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New name`)
};

const es_dash_new_name = /** @type {(inputs: Dash_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo nombre`)
};

const fr_dash_new_name = /** @type {(inputs: Dash_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau nom`)
};

const de_dash_new_name = /** @type {(inputs: Dash_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuer Name`)
};

const pt_br2_dash_new_name = /** @type {(inputs: Dash_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novo nome`)
};

const it_dash_new_name = /** @type {(inputs: Dash_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuovo nome`)
};

const ar_dash_new_name = /** @type {(inputs: Dash_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم الجديد`)
};

/**
* | output |
* | --- |
* | "New name" |
*
* @param {Dash_New_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_new_name = /** @type {((inputs?: Dash_New_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_New_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_new_name(inputs)
	if (locale === "fr") return fr_dash_new_name(inputs)
	if (locale === "de") return de_dash_new_name(inputs)
	if (locale === "pt-BR") return pt_br2_dash_new_name(inputs)
	if (locale === "it") return it_dash_new_name(inputs)
	if (locale === "ar") return ar_dash_new_name(inputs)
	return en_dash_new_name(inputs)
});