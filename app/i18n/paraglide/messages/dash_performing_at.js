/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_Performing_AtInputs */

const en_dash_performing_at = /** @type {(inputs: Dash_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Performing now at ${i?.name}`)
};

const es_dash_performing_at = /** @type {(inputs: Dash_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Actuando ahora en ${i?.name}`)
};

const fr_dash_performing_at = /** @type {(inputs: Dash_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En scène à ${i?.name}`)
};

const de_dash_performing_at = /** @type {(inputs: Dash_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jetzt live: ${i?.name}`)
};

const pt_br2_dash_performing_at = /** @type {(inputs: Dash_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tocando agora em ${i?.name}`)
};

const it_dash_performing_at = /** @type {(inputs: Dash_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In scena ora a ${i?.name}`)
};

const ar_dash_performing_at = /** @type {(inputs: Dash_Performing_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تعزف الآن في ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Performing now at {name}" |
*
* @param {Dash_Performing_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_performing_at = /** @type {((inputs: Dash_Performing_AtInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Performing_AtInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_performing_at(inputs)
	if (locale === "fr") return fr_dash_performing_at(inputs)
	if (locale === "de") return de_dash_performing_at(inputs)
	if (locale === "pt-BR") return pt_br2_dash_performing_at(inputs)
	if (locale === "it") return it_dash_performing_at(inputs)
	if (locale === "ar") return ar_dash_performing_at(inputs)
	return en_dash_performing_at(inputs)
});