/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_More_WaysInputs */

const en_owner_more_ways = /** @type {(inputs: Owner_More_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More ways to pay`)
};

const es_owner_more_ways = /** @type {(inputs: Owner_More_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más formas de pago`)
};

const fr_owner_more_ways = /** @type {(inputs: Owner_More_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres moyens de paiement`)
};

const de_owner_more_ways = /** @type {(inputs: Owner_More_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weitere Zahlungswege`)
};

const pt_br2_owner_more_ways = /** @type {(inputs: Owner_More_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais formas de pagar`)
};

const it_owner_more_ways = /** @type {(inputs: Owner_More_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altri modi di pagare`)
};

const ar_owner_more_ways = /** @type {(inputs: Owner_More_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طرق دفع أخرى`)
};

/**
* | output |
* | --- |
* | "More ways to pay" |
*
* @param {Owner_More_WaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_more_ways = /** @type {((inputs?: Owner_More_WaysInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_More_WaysInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_more_ways(inputs)
	if (locale === "fr") return fr_owner_more_ways(inputs)
	if (locale === "de") return de_owner_more_ways(inputs)
	if (locale === "pt-BR") return pt_br2_owner_more_ways(inputs)
	if (locale === "it") return it_owner_more_ways(inputs)
	if (locale === "ar") return ar_owner_more_ways(inputs)
	return en_owner_more_ways(inputs)
});