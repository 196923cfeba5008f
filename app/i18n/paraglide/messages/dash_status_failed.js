/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Status_FailedInputs */

const en_dash_status_failed = /** @type {(inputs: Dash_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

const es_dash_status_failed = /** @type {(inputs: Dash_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fallida`)
};

const fr_dash_status_failed = /** @type {(inputs: Dash_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échoué`)
};

const de_dash_status_failed = /** @type {(inputs: Dash_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagen`)
};

const pt_br2_dash_status_failed = /** @type {(inputs: Dash_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falhou`)
};

const it_dash_status_failed = /** @type {(inputs: Dash_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non riuscita`)
};

const ar_dash_status_failed = /** @type {(inputs: Dash_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشلت`)
};

/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Dash_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_status_failed = /** @type {((inputs?: Dash_Status_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Status_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_status_failed(inputs)
	if (locale === "fr") return fr_dash_status_failed(inputs)
	if (locale === "de") return de_dash_status_failed(inputs)
	if (locale === "pt-BR") return pt_br2_dash_status_failed(inputs)
	if (locale === "it") return it_dash_status_failed(inputs)
	if (locale === "ar") return ar_dash_status_failed(inputs)
	return en_dash_status_failed(inputs)
});