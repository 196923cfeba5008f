/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Dash_From_SiteInputs */

const en_dash_from_site = /** @type {(inputs: Dash_From_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.site}`)
};

const es_dash_from_site = /** @type {(inputs: Dash_From_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desde ${i?.site}`)
};

const fr_dash_from_site = /** @type {(inputs: Dash_From_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Depuis ${i?.site}`)
};

const de_dash_from_site = /** @type {(inputs: Dash_From_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.site}`)
};

const pt_br2_dash_from_site = /** @type {(inputs: Dash_From_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.site}`)
};

const it_dash_from_site = /** @type {(inputs: Dash_From_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Da ${i?.site}`)
};

const ar_dash_from_site = /** @type {(inputs: Dash_From_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`من ${i?.site}`)
};

/**
* | output |
* | --- |
* | "From {site}" |
*
* @param {Dash_From_SiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_from_site = /** @type {((inputs: Dash_From_SiteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_From_SiteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_from_site(inputs)
	if (locale === "fr") return fr_dash_from_site(inputs)
	if (locale === "de") return de_dash_from_site(inputs)
	if (locale === "pt-BR") return pt_br2_dash_from_site(inputs)
	if (locale === "it") return it_dash_from_site(inputs)
	if (locale === "ar") return ar_dash_from_site(inputs)
	return en_dash_from_site(inputs)
});