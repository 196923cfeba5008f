/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_DbipInputs */

const en_dash_dbip = /** @type {(inputs: Dash_DbipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IP Geolocation by DB-IP`)
};

const es_dash_dbip = /** @type {(inputs: Dash_DbipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geolocalización IP de DB-IP`)
};

const fr_dash_dbip = /** @type {(inputs: Dash_DbipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Géolocalisation IP par DB-IP`)
};

const de_dash_dbip = /** @type {(inputs: Dash_DbipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IP-Geolokalisierung von DB-IP`)
};

const pt_br2_dash_dbip = /** @type {(inputs: Dash_DbipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geolocalização IP por DB-IP`)
};

const it_dash_dbip = /** @type {(inputs: Dash_DbipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geolocalizzazione IP di DB-IP`)
};

const ar_dash_dbip = /** @type {(inputs: Dash_DbipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحديد الموقع عبر IP من DB-IP`)
};

/**
* | output |
* | --- |
* | "IP Geolocation by DB-IP" |
*
* @param {Dash_DbipInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_dbip = /** @type {((inputs?: Dash_DbipInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_DbipInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_dbip(inputs)
	if (locale === "fr") return fr_dash_dbip(inputs)
	if (locale === "de") return de_dash_dbip(inputs)
	if (locale === "pt-BR") return pt_br2_dash_dbip(inputs)
	if (locale === "it") return it_dash_dbip(inputs)
	if (locale === "ar") return ar_dash_dbip(inputs)
	return en_dash_dbip(inputs)
});