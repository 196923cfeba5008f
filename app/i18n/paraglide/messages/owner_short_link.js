/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Short_LinkInputs */

const en_owner_short_link = /** @type {(inputs: Owner_Short_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short link`)
};

const es_owner_short_link = /** @type {(inputs: Owner_Short_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace corto`)
};

const fr_owner_short_link = /** @type {(inputs: Owner_Short_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien court`)
};

const de_owner_short_link = /** @type {(inputs: Owner_Short_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kurzlink`)
};

const pt_br2_owner_short_link = /** @type {(inputs: Owner_Short_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link curto`)
};

const it_owner_short_link = /** @type {(inputs: Owner_Short_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link breve`)
};

const ar_owner_short_link = /** @type {(inputs: Owner_Short_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرابط القصير`)
};

/**
* | output |
* | --- |
* | "Short link" |
*
* @param {Owner_Short_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_short_link = /** @type {((inputs?: Owner_Short_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Short_LinkInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_short_link(inputs)
	if (locale === "fr") return fr_owner_short_link(inputs)
	if (locale === "de") return de_owner_short_link(inputs)
	if (locale === "pt-BR") return pt_br2_owner_short_link(inputs)
	if (locale === "it") return it_owner_short_link(inputs)
	if (locale === "ar") return ar_owner_short_link(inputs)
	return en_owner_short_link(inputs)
});