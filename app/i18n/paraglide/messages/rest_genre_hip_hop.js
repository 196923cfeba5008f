/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Genre_Hip_HopInputs */

const en_rest_genre_hip_hop = /** @type {(inputs: Rest_Genre_Hip_HopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hip-Hop`)
};

const es_rest_genre_hip_hop = /** @type {(inputs: Rest_Genre_Hip_HopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hip-hop`)
};

const fr_rest_genre_hip_hop = /** @type {(inputs: Rest_Genre_Hip_HopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hip-hop`)
};

const de_rest_genre_hip_hop = /** @type {(inputs: Rest_Genre_Hip_HopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hip-Hop`)
};

const pt_br2_rest_genre_hip_hop = /** @type {(inputs: Rest_Genre_Hip_HopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hip-hop`)
};

const it_rest_genre_hip_hop = /** @type {(inputs: Rest_Genre_Hip_HopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hip-hop`)
};

const ar_rest_genre_hip_hop = /** @type {(inputs: Rest_Genre_Hip_HopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هيب هوب`)
};

/**
* | output |
* | --- |
* | "Hip-Hop" |
*
* @param {Rest_Genre_Hip_HopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_genre_hip_hop = /** @type {((inputs?: Rest_Genre_Hip_HopInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Genre_Hip_HopInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_genre_hip_hop(inputs)
	if (locale === "fr") return fr_rest_genre_hip_hop(inputs)
	if (locale === "de") return de_rest_genre_hip_hop(inputs)
	if (locale === "pt-BR") return pt_br2_rest_genre_hip_hop(inputs)
	if (locale === "it") return it_rest_genre_hip_hop(inputs)
	if (locale === "ar") return ar_rest_genre_hip_hop(inputs)
	return en_rest_genre_hip_hop(inputs)
});