/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Undo_ButtonInputs */

const en_undo_button = /** @type {(inputs: Undo_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo the change`)
};

const es_undo_button = /** @type {(inputs: Undo_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deshacer el cambio`)
};

const fr_undo_button = /** @type {(inputs: Undo_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler le changement`)
};

const de_undo_button = /** @type {(inputs: Undo_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderung rückgängig machen`)
};

const pt_br2_undo_button = /** @type {(inputs: Undo_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desfazer a alteração`)
};

const it_undo_button = /** @type {(inputs: Undo_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulla la modifica`)
};

const ar_undo_button = /** @type {(inputs: Undo_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تراجع عن التغيير`)
};

/**
* | output |
* | --- |
* | "Undo the change" |
*
* @param {Undo_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const undo_button = /** @type {((inputs?: Undo_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Undo_ButtonInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_undo_button(inputs)
	if (locale === "fr") return fr_undo_button(inputs)
	if (locale === "de") return de_undo_button(inputs)
	if (locale === "pt-BR") return pt_br2_undo_button(inputs)
	if (locale === "it") return it_undo_button(inputs)
	if (locale === "ar") return ar_undo_button(inputs)
	return en_undo_button(inputs)
});