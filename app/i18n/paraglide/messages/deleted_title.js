/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deleted_TitleInputs */

const en_deleted_title = /** @type {(inputs: Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted`)
};

const es_deleted_title = /** @type {(inputs: Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta eliminada`)
};

const fr_deleted_title = /** @type {(inputs: Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte supprimé`)
};

const de_deleted_title = /** @type {(inputs: Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto gelöscht`)
};

const pt_br2_deleted_title = /** @type {(inputs: Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta excluída`)
};

const it_deleted_title = /** @type {(inputs: Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account eliminato`)
};

const ar_deleted_title = /** @type {(inputs: Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف الحساب`)
};

/**
* | output |
* | --- |
* | "Account deleted" |
*
* @param {Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const deleted_title = /** @type {((inputs?: Deleted_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleted_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_deleted_title(inputs)
	if (locale === "fr") return fr_deleted_title(inputs)
	if (locale === "de") return de_deleted_title(inputs)
	if (locale === "pt-BR") return pt_br2_deleted_title(inputs)
	if (locale === "it") return it_deleted_title(inputs)
	if (locale === "ar") return ar_deleted_title(inputs)
	return en_deleted_title(inputs)
});