/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Col_EmailInputs */

const en_dash_col_email = /** @type {(inputs: Dash_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const es_dash_col_email = /** @type {(inputs: Dash_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo`)
};

const fr_dash_col_email = /** @type {(inputs: Dash_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const de_dash_col_email = /** @type {(inputs: Dash_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

const pt_br2_dash_col_email = /** @type {(inputs: Dash_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const it_dash_col_email = /** @type {(inputs: Dash_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const ar_dash_col_email = /** @type {(inputs: Dash_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البريد`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Dash_Col_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_col_email = /** @type {((inputs?: Dash_Col_EmailInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_EmailInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_col_email(inputs)
	if (locale === "fr") return fr_dash_col_email(inputs)
	if (locale === "de") return de_dash_col_email(inputs)
	if (locale === "pt-BR") return pt_br2_dash_col_email(inputs)
	if (locale === "it") return it_dash_col_email(inputs)
	if (locale === "ar") return ar_dash_col_email(inputs)
	return en_dash_col_email(inputs)
});