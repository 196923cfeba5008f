/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_ConfirmInputs */

const en_verify_confirm = /** @type {(inputs: Verify_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my email`)
};

const es_verify_confirm = /** @type {(inputs: Verify_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar mi correo`)
};

const fr_verify_confirm = /** @type {(inputs: Verify_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer mon e-mail`)
};

const de_verify_confirm = /** @type {(inputs: Verify_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse bestätigen`)
};

const pt_br2_verify_confirm = /** @type {(inputs: Verify_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar meu e-mail`)
};

const it_verify_confirm = /** @type {(inputs: Verify_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma la mia email`)
};

const ar_verify_confirm = /** @type {(inputs: Verify_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأكيد بريدي الإلكتروني`)
};

/**
* | output |
* | --- |
* | "Confirm my email" |
*
* @param {Verify_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const verify_confirm = /** @type {((inputs?: Verify_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_ConfirmInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_confirm(inputs)
	if (locale === "fr") return fr_verify_confirm(inputs)
	if (locale === "de") return de_verify_confirm(inputs)
	if (locale === "pt-BR") return pt_br2_verify_confirm(inputs)
	if (locale === "it") return it_verify_confirm(inputs)
	if (locale === "ar") return ar_verify_confirm(inputs)
	return en_verify_confirm(inputs)
});