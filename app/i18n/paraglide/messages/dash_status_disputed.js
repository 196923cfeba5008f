/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Status_DisputedInputs */

const en_dash_status_disputed = /** @type {(inputs: Dash_Status_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputed`)
};

const es_dash_status_disputed = /** @type {(inputs: Dash_Status_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputada`)
};

const fr_dash_status_disputed = /** @type {(inputs: Dash_Status_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contesté`)
};

const de_dash_status_disputed = /** @type {(inputs: Dash_Status_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angefochten`)
};

const pt_br2_dash_status_disputed = /** @type {(inputs: Dash_Status_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contestada`)
};

const it_dash_status_disputed = /** @type {(inputs: Dash_Status_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contestata`)
};

const ar_dash_status_disputed = /** @type {(inputs: Dash_Status_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متنازع عليها`)
};

/**
* | output |
* | --- |
* | "Disputed" |
*
* @param {Dash_Status_DisputedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_status_disputed = /** @type {((inputs?: Dash_Status_DisputedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Status_DisputedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_status_disputed(inputs)
	if (locale === "fr") return fr_dash_status_disputed(inputs)
	if (locale === "de") return de_dash_status_disputed(inputs)
	if (locale === "pt-BR") return pt_br2_dash_status_disputed(inputs)
	if (locale === "it") return it_dash_status_disputed(inputs)
	if (locale === "ar") return ar_dash_status_disputed(inputs)
	return en_dash_status_disputed(inputs)
});