/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fans_ConfirmInputs */

const en_fans_confirm = /** @type {(inputs: Fans_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

const es_fans_confirm = /** @type {(inputs: Fans_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar`)
};

const fr_fans_confirm = /** @type {(inputs: Fans_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer`)
};

const de_fans_confirm = /** @type {(inputs: Fans_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen`)
};

const pt_br2_fans_confirm = /** @type {(inputs: Fans_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar`)
};

const it_fans_confirm = /** @type {(inputs: Fans_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma`)
};

const ar_fans_confirm = /** @type {(inputs: Fans_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأكيد`)
};

/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Fans_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const fans_confirm = /** @type {((inputs?: Fans_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fans_ConfirmInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fans_confirm(inputs)
	if (locale === "fr") return fr_fans_confirm(inputs)
	if (locale === "de") return de_fans_confirm(inputs)
	if (locale === "pt-BR") return pt_br2_fans_confirm(inputs)
	if (locale === "it") return it_fans_confirm(inputs)
	if (locale === "ar") return ar_fans_confirm(inputs)
	return en_fans_confirm(inputs)
});