/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_CheckingInputs */

const en_owner_checking = /** @type {(inputs: Owner_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
};

const es_owner_checking = /** @type {(inputs: Owner_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando…`)
};

const fr_owner_checking = /** @type {(inputs: Owner_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification…`)
};

const de_owner_checking = /** @type {(inputs: Owner_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geprüft …`)
};

const pt_br2_owner_checking = /** @type {(inputs: Owner_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando…`)
};

const it_owner_checking = /** @type {(inputs: Owner_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica…`)
};

const ar_owner_checking = /** @type {(inputs: Owner_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ التحقق…`)
};

/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Owner_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_checking = /** @type {((inputs?: Owner_CheckingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_CheckingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_checking(inputs)
	if (locale === "fr") return fr_owner_checking(inputs)
	if (locale === "de") return de_owner_checking(inputs)
	if (locale === "pt-BR") return pt_br2_owner_checking(inputs)
	if (locale === "it") return it_owner_checking(inputs)
	if (locale === "ar") return ar_owner_checking(inputs)
	return en_owner_checking(inputs)
});