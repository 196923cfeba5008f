/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Dash_Notice_LabelInputs */

const en_dash_notice_label = /** @type {(inputs: Dash_Notice_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your notice (at most ${i?.max} characters, one a day)`)
};

const es_dash_notice_label = /** @type {(inputs: Dash_Notice_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu aviso (máximo ${i?.max} caracteres, uno al día)`)
};

const fr_dash_notice_label = /** @type {(inputs: Dash_Notice_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre message (au plus ${i?.max} caractères, un par jour)`)
};

const de_dash_notice_label = /** @type {(inputs: Dash_Notice_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Nachricht (höchstens ${i?.max} Zeichen, eine pro Tag)`)
};

const pt_br2_dash_notice_label = /** @type {(inputs: Dash_Notice_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu aviso (no máximo ${i?.max} caracteres, um por dia)`)
};

const it_dash_notice_label = /** @type {(inputs: Dash_Notice_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il tuo avviso (al massimo ${i?.max} caratteri, uno al giorno)`)
};

const ar_dash_notice_label = /** @type {(inputs: Dash_Notice_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إشعارك (بحد أقصى ${i?.max} حرفًا، واحد في اليوم)`)
};

/**
* | output |
* | --- |
* | "Your notice (at most {max} characters, one a day)" |
*
* @param {Dash_Notice_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_notice_label = /** @type {((inputs: Dash_Notice_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Notice_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_notice_label(inputs)
	if (locale === "fr") return fr_dash_notice_label(inputs)
	if (locale === "de") return de_dash_notice_label(inputs)
	if (locale === "pt-BR") return pt_br2_dash_notice_label(inputs)
	if (locale === "it") return it_dash_notice_label(inputs)
	if (locale === "ar") return ar_dash_notice_label(inputs)
	return en_dash_notice_label(inputs)
});