/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Undo_Meta_TitleInputs */

const en_undo_meta_title = /** @type {(inputs: Undo_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo an email change · Tipped`)
};

const es_undo_meta_title = /** @type {(inputs: Undo_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deshacer un cambio de correo · Tipped`)
};

const fr_undo_meta_title = /** @type {(inputs: Undo_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler un changement d'e-mail · Tipped`)
};

const de_undo_meta_title = /** @type {(inputs: Undo_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Änderung rückgängig machen · Tipped`)
};

const pt_br2_undo_meta_title = /** @type {(inputs: Undo_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desfazer uma alteração de e-mail · Tipped`)
};

const it_undo_meta_title = /** @type {(inputs: Undo_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulla una modifica dell'email · Tipped`)
};

const ar_undo_meta_title = /** @type {(inputs: Undo_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التراجع عن تغيير البريد الإلكتروني · Tipped`)
};

/**
* | output |
* | --- |
* | "Undo an email change · Tipped" |
*
* @param {Undo_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const undo_meta_title = /** @type {((inputs?: Undo_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Undo_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_undo_meta_title(inputs)
	if (locale === "fr") return fr_undo_meta_title(inputs)
	if (locale === "de") return de_undo_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_undo_meta_title(inputs)
	if (locale === "it") return it_undo_meta_title(inputs)
	if (locale === "ar") return ar_undo_meta_title(inputs)
	return en_undo_meta_title(inputs)
});