/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deleted_Meta_TitleInputs */

const en_deleted_meta_title = /** @type {(inputs: Deleted_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted · Tipped`)
};

const es_deleted_meta_title = /** @type {(inputs: Deleted_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta eliminada · Tipped`)
};

const fr_deleted_meta_title = /** @type {(inputs: Deleted_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte supprimé · Tipped`)
};

const de_deleted_meta_title = /** @type {(inputs: Deleted_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto gelöscht · Tipped`)
};

const pt_br2_deleted_meta_title = /** @type {(inputs: Deleted_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta excluída · Tipped`)
};

const it_deleted_meta_title = /** @type {(inputs: Deleted_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account eliminato · Tipped`)
};

const ar_deleted_meta_title = /** @type {(inputs: Deleted_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف الحساب · Tipped`)
};

/**
* | output |
* | --- |
* | "Account deleted · Tipped" |
*
* @param {Deleted_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const deleted_meta_title = /** @type {((inputs?: Deleted_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleted_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_deleted_meta_title(inputs)
	if (locale === "fr") return fr_deleted_meta_title(inputs)
	if (locale === "de") return de_deleted_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_deleted_meta_title(inputs)
	if (locale === "it") return it_deleted_meta_title(inputs)
	if (locale === "ar") return ar_deleted_meta_title(inputs)
	return en_deleted_meta_title(inputs)
});