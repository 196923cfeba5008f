/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Link_CopiedInputs */

const en_dash_link_copied = /** @type {(inputs: Dash_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied to clipboard`)
};

const es_dash_link_copied = /** @type {(inputs: Dash_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace copiado al portapapeles`)
};

const fr_dash_link_copied = /** @type {(inputs: Dash_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié dans le presse-papiers`)
};

const de_dash_link_copied = /** @type {(inputs: Dash_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link in die Zwischenablage kopiert`)
};

const pt_br2_dash_link_copied = /** @type {(inputs: Dash_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copiado`)
};

const it_dash_link_copied = /** @type {(inputs: Dash_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copiato negli appunti`)
};

const ar_dash_link_copied = /** @type {(inputs: Dash_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نُسخ الرابط`)
};

/**
* | output |
* | --- |
* | "Link copied to clipboard" |
*
* @param {Dash_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_link_copied = /** @type {((inputs?: Dash_Link_CopiedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Link_CopiedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_link_copied(inputs)
	if (locale === "fr") return fr_dash_link_copied(inputs)
	if (locale === "de") return de_dash_link_copied(inputs)
	if (locale === "pt-BR") return pt_br2_dash_link_copied(inputs)
	if (locale === "it") return it_dash_link_copied(inputs)
	if (locale === "ar") return ar_dash_link_copied(inputs)
	return en_dash_link_copied(inputs)
});