/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Meta_TitleInputs */

const en_verify_meta_title = /** @type {(inputs: Verify_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email · Tipped`)
};

const es_verify_meta_title = /** @type {(inputs: Verify_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu correo · Tipped`)
};

const fr_verify_meta_title = /** @type {(inputs: Verify_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre e-mail · Tipped`)
};

const de_verify_meta_title = /** @type {(inputs: Verify_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätige deine E-Mail-Adresse · Tipped`)
};

const pt_br2_verify_meta_title = /** @type {(inputs: Verify_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme seu e-mail · Tipped`)
};

const it_verify_meta_title = /** @type {(inputs: Verify_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma la tua email · Tipped`)
};

const ar_verify_meta_title = /** @type {(inputs: Verify_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكّد بريدك الإلكتروني · Tipped`)
};

/**
* | output |
* | --- |
* | "Confirm your email · Tipped" |
*
* @param {Verify_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const verify_meta_title = /** @type {((inputs?: Verify_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_meta_title(inputs)
	if (locale === "fr") return fr_verify_meta_title(inputs)
	if (locale === "de") return de_verify_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_verify_meta_title(inputs)
	if (locale === "it") return it_verify_meta_title(inputs)
	if (locale === "ar") return ar_verify_meta_title(inputs)
	return en_verify_meta_title(inputs)
});