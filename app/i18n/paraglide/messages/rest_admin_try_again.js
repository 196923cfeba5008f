/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Try_AgainInputs */

const en_rest_admin_try_again = /** @type {(inputs: Rest_Admin_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

const es_rest_admin_try_again = /** @type {(inputs: Rest_Admin_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentar`)
};

const fr_rest_admin_try_again = /** @type {(inputs: Rest_Admin_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

const de_rest_admin_try_again = /** @type {(inputs: Rest_Admin_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut versuchen`)
};

const pt_br2_rest_admin_try_again = /** @type {(inputs: Rest_Admin_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentar de novo`)
};

const it_rest_admin_try_again = /** @type {(inputs: Rest_Admin_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riprova`)
};

const ar_rest_admin_try_again = /** @type {(inputs: Rest_Admin_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حاول مرة أخرى`)
};

/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Rest_Admin_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_try_again = /** @type {((inputs?: Rest_Admin_Try_AgainInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Try_AgainInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_try_again(inputs)
	if (locale === "fr") return fr_rest_admin_try_again(inputs)
	if (locale === "de") return de_rest_admin_try_again(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_try_again(inputs)
	if (locale === "it") return it_rest_admin_try_again(inputs)
	if (locale === "ar") return ar_rest_admin_try_again(inputs)
	return en_rest_admin_try_again(inputs)
});