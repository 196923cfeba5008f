/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Dash_Copy_LinkInputs */

const en_dash_copy_link = /** @type {(inputs: Dash_Copy_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy this link: ${i?.url}`)
};

const es_dash_copy_link = /** @type {(inputs: Dash_Copy_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copia este enlace: ${i?.url}`)
};

const fr_dash_copy_link = /** @type {(inputs: Dash_Copy_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copiez ce lien : ${i?.url}`)
};

const de_dash_copy_link = /** @type {(inputs: Dash_Copy_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kopiere diesen Link: ${i?.url}`)
};

const pt_br2_dash_copy_link = /** @type {(inputs: Dash_Copy_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copie este link: ${i?.url}`)
};

const it_dash_copy_link = /** @type {(inputs: Dash_Copy_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copia questo link: ${i?.url}`)
};

const ar_dash_copy_link = /** @type {(inputs: Dash_Copy_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`انسخ هذا الرابط: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Copy this link: {url}" |
*
* @param {Dash_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_copy_link = /** @type {((inputs: Dash_Copy_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Copy_LinkInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_copy_link(inputs)
	if (locale === "fr") return fr_dash_copy_link(inputs)
	if (locale === "de") return de_dash_copy_link(inputs)
	if (locale === "pt-BR") return pt_br2_dash_copy_link(inputs)
	if (locale === "it") return it_dash_copy_link(inputs)
	if (locale === "ar") return ar_dash_copy_link(inputs)
	return en_dash_copy_link(inputs)
});