/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_SaveInputs */

const en_reset_save = /** @type {(inputs: Reset_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save and sign in`)
};

const es_reset_save = /** @type {(inputs: Reset_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar e iniciar sesión`)
};

const fr_reset_save = /** @type {(inputs: Reset_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer et se connecter`)
};

const de_reset_save = /** @type {(inputs: Reset_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern und anmelden`)
};

const pt_br2_reset_save = /** @type {(inputs: Reset_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar e entrar`)
};

const it_reset_save = /** @type {(inputs: Reset_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salva e accedi`)
};

const ar_reset_save = /** @type {(inputs: Reset_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احفظ وسجّل الدخول`)
};

/**
* | output |
* | --- |
* | "Save and sign in" |
*
* @param {Reset_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const reset_save = /** @type {((inputs?: Reset_SaveInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_SaveInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_save(inputs)
	if (locale === "fr") return fr_reset_save(inputs)
	if (locale === "de") return de_reset_save(inputs)
	if (locale === "pt-BR") return pt_br2_reset_save(inputs)
	if (locale === "it") return it_reset_save(inputs)
	if (locale === "ar") return ar_reset_save(inputs)
	return en_reset_save(inputs)
});