/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_RemovingInputs */

const en_owner_removing = /** @type {(inputs: Owner_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing…`)
};

const es_owner_removing = /** @type {(inputs: Owner_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitando…`)
};

const fr_owner_removing = /** @type {(inputs: Owner_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrait…`)
};

const de_owner_removing = /** @type {(inputs: Owner_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird entfernt …`)
};

const pt_br2_owner_removing = /** @type {(inputs: Owner_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removendo…`)
};

const it_owner_removing = /** @type {(inputs: Owner_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimozione…`)
};

const ar_owner_removing = /** @type {(inputs: Owner_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الإزالة…`)
};

/**
* | output |
* | --- |
* | "Removing…" |
*
* @param {Owner_RemovingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_removing = /** @type {((inputs?: Owner_RemovingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_RemovingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_removing(inputs)
	if (locale === "fr") return fr_owner_removing(inputs)
	if (locale === "de") return de_owner_removing(inputs)
	if (locale === "pt-BR") return pt_br2_owner_removing(inputs)
	if (locale === "it") return it_owner_removing(inputs)
	if (locale === "ar") return ar_owner_removing(inputs)
	return en_owner_removing(inputs)
});