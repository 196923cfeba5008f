/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Field_Password_HintInputs */

const en_field_password_hint = /** @type {(inputs: Field_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.count} characters.`)
};

const es_field_password_hint = /** @type {(inputs: Field_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al menos ${i?.count} caracteres.`)
};

const fr_field_password_hint = /** @type {(inputs: Field_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au moins ${i?.count} caractères.`)
};

const de_field_password_hint = /** @type {(inputs: Field_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mindestens ${i?.count} Zeichen.`)
};

const pt_br2_field_password_hint = /** @type {(inputs: Field_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pelo menos ${i?.count} caracteres.`)
};

const it_field_password_hint = /** @type {(inputs: Field_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Almeno ${i?.count} caratteri.`)
};

const ar_field_password_hint = /** @type {(inputs: Field_Password_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} أحرف على الأقل.`)
};

/**
* | output |
* | --- |
* | "At least {count} characters." |
*
* @param {Field_Password_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const field_password_hint = /** @type {((inputs: Field_Password_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Password_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_password_hint(inputs)
	if (locale === "fr") return fr_field_password_hint(inputs)
	if (locale === "de") return de_field_password_hint(inputs)
	if (locale === "pt-BR") return pt_br2_field_password_hint(inputs)
	if (locale === "it") return it_field_password_hint(inputs)
	if (locale === "ar") return ar_field_password_hint(inputs)
	return en_field_password_hint(inputs)
});