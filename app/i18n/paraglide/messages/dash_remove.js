/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_RemoveInputs */

const en_dash_remove = /** @type {(inputs: Dash_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const es_dash_remove = /** @type {(inputs: Dash_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

const fr_dash_remove = /** @type {(inputs: Dash_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const de_dash_remove = /** @type {(inputs: Dash_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

const pt_br2_dash_remove = /** @type {(inputs: Dash_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover`)
};

const it_dash_remove = /** @type {(inputs: Dash_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuovi`)
};

const ar_dash_remove = /** @type {(inputs: Dash_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إزالة`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Dash_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_remove = /** @type {((inputs?: Dash_RemoveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_RemoveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_remove(inputs)
	if (locale === "fr") return fr_dash_remove(inputs)
	if (locale === "de") return de_dash_remove(inputs)
	if (locale === "pt-BR") return pt_br2_dash_remove(inputs)
	if (locale === "it") return it_dash_remove(inputs)
	if (locale === "ar") return ar_dash_remove(inputs)
	return en_dash_remove(inputs)
});