/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Try_AgainInputs */

const en_owner_try_again = /** @type {(inputs: Owner_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

const es_owner_try_again = /** @type {(inputs: Owner_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentar`)
};

const fr_owner_try_again = /** @type {(inputs: Owner_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

const de_owner_try_again = /** @type {(inputs: Owner_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut versuchen`)
};

const pt_br2_owner_try_again = /** @type {(inputs: Owner_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentar de novo`)
};

const it_owner_try_again = /** @type {(inputs: Owner_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riprova`)
};

const ar_owner_try_again = /** @type {(inputs: Owner_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعد المحاولة`)
};

/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Owner_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_try_again = /** @type {((inputs?: Owner_Try_AgainInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Try_AgainInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_try_again(inputs)
	if (locale === "fr") return fr_owner_try_again(inputs)
	if (locale === "de") return de_owner_try_again(inputs)
	if (locale === "pt-BR") return pt_br2_owner_try_again(inputs)
	if (locale === "it") return it_owner_try_again(inputs)
	if (locale === "ar") return ar_owner_try_again(inputs)
	return en_owner_try_again(inputs)
});