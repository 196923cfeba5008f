/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_More_Ways_WhereInputs */

const en_owner_more_ways_where = /** @type {(inputs: Owner_More_Ways_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(UK, Europe, Brazil, India, Sweden)`)
};

const es_owner_more_ways_where = /** @type {(inputs: Owner_More_Ways_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Reino Unido, Europa, Brasil, India, Suecia)`)
};

const fr_owner_more_ways_where = /** @type {(inputs: Owner_More_Ways_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Royaume-Uni, Europe, Brésil, Inde, Suède)`)
};

const de_owner_more_ways_where = /** @type {(inputs: Owner_More_Ways_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(UK, Europa, Brasilien, Indien, Schweden)`)
};

const pt_br2_owner_more_ways_where = /** @type {(inputs: Owner_More_Ways_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Reino Unido, Europa, Brasil, Índia, Suécia)`)
};

const it_owner_more_ways_where = /** @type {(inputs: Owner_More_Ways_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Regno Unito, Europa, Brasile, India, Svezia)`)
};

const ar_owner_more_ways_where = /** @type {(inputs: Owner_More_Ways_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(المملكة المتحدة، أوروبا، البرازيل، الهند، السويد)`)
};

/**
* | output |
* | --- |
* | "(UK, Europe, Brazil, India, Sweden)" |
*
* @param {Owner_More_Ways_WhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_more_ways_where = /** @type {((inputs?: Owner_More_Ways_WhereInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_More_Ways_WhereInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_more_ways_where(inputs)
	if (locale === "fr") return fr_owner_more_ways_where(inputs)
	if (locale === "de") return de_owner_more_ways_where(inputs)
	if (locale === "pt-BR") return pt_br2_owner_more_ways_where(inputs)
	if (locale === "it") return it_owner_more_ways_where(inputs)
	if (locale === "ar") return ar_owner_more_ways_where(inputs)
	return en_owner_more_ways_where(inputs)
});