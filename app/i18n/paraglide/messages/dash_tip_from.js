/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_Tip_FromInputs */

const en_dash_tip_from = /** @type {(inputs: Dash_Tip_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.name}`)
};

const es_dash_tip_from = /** @type {(inputs: Dash_Tip_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.name}`)
};

const fr_dash_tip_from = /** @type {(inputs: Dash_Tip_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.name}`)
};

const de_dash_tip_from = /** @type {(inputs: Dash_Tip_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.name}`)
};

const pt_br2_dash_tip_from = /** @type {(inputs: Dash_Tip_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.name}`)
};

const it_dash_tip_from = /** @type {(inputs: Dash_Tip_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Da ${i?.name}`)
};

const ar_dash_tip_from = /** @type {(inputs: Dash_Tip_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`من ${i?.name}`)
};

/**
* | output |
* | --- |
* | "From {name}" |
*
* @param {Dash_Tip_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_tip_from = /** @type {((inputs: Dash_Tip_FromInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tip_FromInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_tip_from(inputs)
	if (locale === "fr") return fr_dash_tip_from(inputs)
	if (locale === "de") return de_dash_tip_from(inputs)
	if (locale === "pt-BR") return pt_br2_dash_tip_from(inputs)
	if (locale === "it") return it_dash_tip_from(inputs)
	if (locale === "ar") return ar_dash_tip_from(inputs)
	return en_dash_tip_from(inputs)
});