/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Undo_TitleInputs */

const en_undo_title = /** @type {(inputs: Undo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo the email change`)
};

const es_undo_title = /** @type {(inputs: Undo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deshacer el cambio de correo`)
};

const fr_undo_title = /** @type {(inputs: Undo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler le changement d'e-mail`)
};

const de_undo_title = /** @type {(inputs: Undo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Änderung rückgängig machen`)
};

const pt_br2_undo_title = /** @type {(inputs: Undo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desfazer a alteração de e-mail`)
};

const it_undo_title = /** @type {(inputs: Undo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulla la modifica dell'email`)
};

const ar_undo_title = /** @type {(inputs: Undo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التراجع عن تغيير البريد الإلكتروني`)
};

/**
* | output |
* | --- |
* | "Undo the email change" |
*
* @param {Undo_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const undo_title = /** @type {((inputs?: Undo_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Undo_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_undo_title(inputs)
	if (locale === "fr") return fr_undo_title(inputs)
	if (locale === "de") return de_undo_title(inputs)
	if (locale === "pt-BR") return pt_br2_undo_title(inputs)
	if (locale === "it") return it_undo_title(inputs)
	if (locale === "ar") return ar_undo_title(inputs)
	return en_undo_title(inputs)
});