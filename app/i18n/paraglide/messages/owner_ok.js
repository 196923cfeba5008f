/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_OkInputs */

const en_owner_ok = /** @type {(inputs: Owner_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

const es_owner_ok = /** @type {(inputs: Owner_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

const fr_owner_ok = /** @type {(inputs: Owner_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

const de_owner_ok = /** @type {(inputs: Owner_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

const pt_br2_owner_ok = /** @type {(inputs: Owner_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

const it_owner_ok = /** @type {(inputs: Owner_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

const ar_owner_ok = /** @type {(inputs: Owner_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسنًا`)
};

/**
* | output |
* | --- |
* | "OK" |
*
* @param {Owner_OkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_ok = /** @type {((inputs?: Owner_OkInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_OkInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_ok(inputs)
	if (locale === "fr") return fr_owner_ok(inputs)
	if (locale === "de") return de_owner_ok(inputs)
	if (locale === "pt-BR") return pt_br2_owner_ok(inputs)
	if (locale === "it") return it_owner_ok(inputs)
	if (locale === "ar") return ar_owner_ok(inputs)
	return en_owner_ok(inputs)
});