/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_ShareInputs */

const en_dash_share = /** @type {(inputs: Dash_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

const es_dash_share = /** @type {(inputs: Dash_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir`)
};

const fr_dash_share = /** @type {(inputs: Dash_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager`)
};

const de_dash_share = /** @type {(inputs: Dash_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen`)
};

const pt_br2_dash_share = /** @type {(inputs: Dash_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartilhar`)
};

const it_dash_share = /** @type {(inputs: Dash_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condividi`)
};

const ar_dash_share = /** @type {(inputs: Dash_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشاركة`)
};

/**
* | output |
* | --- |
* | "Share" |
*
* @param {Dash_ShareInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_share = /** @type {((inputs?: Dash_ShareInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_ShareInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_share(inputs)
	if (locale === "fr") return fr_dash_share(inputs)
	if (locale === "de") return de_dash_share(inputs)
	if (locale === "pt-BR") return pt_br2_dash_share(inputs)
	if (locale === "it") return it_dash_share(inputs)
	if (locale === "ar") return ar_dash_share(inputs)
	return en_dash_share(inputs)
});