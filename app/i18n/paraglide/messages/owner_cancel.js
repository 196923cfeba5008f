/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_CancelInputs */

const en_owner_cancel = /** @type {(inputs: Owner_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const es_owner_cancel = /** @type {(inputs: Owner_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const fr_owner_cancel = /** @type {(inputs: Owner_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const de_owner_cancel = /** @type {(inputs: Owner_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen`)
};

const pt_br2_owner_cancel = /** @type {(inputs: Owner_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const it_owner_cancel = /** @type {(inputs: Owner_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulla`)
};

const ar_owner_cancel = /** @type {(inputs: Owner_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Owner_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_cancel = /** @type {((inputs?: Owner_CancelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_CancelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_cancel(inputs)
	if (locale === "fr") return fr_owner_cancel(inputs)
	if (locale === "de") return de_owner_cancel(inputs)
	if (locale === "pt-BR") return pt_br2_owner_cancel(inputs)
	if (locale === "it") return it_owner_cancel(inputs)
	if (locale === "ar") return ar_owner_cancel(inputs)
	return en_owner_cancel(inputs)
});