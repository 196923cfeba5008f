/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_OfflineInputs */

const en_sign_offline = /** @type {(inputs: Sign_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: the code still works.`)
};

const es_sign_offline = /** @type {(inputs: Sign_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión: el código sigue funcionando.`)
};

const fr_sign_offline = /** @type {(inputs: Sign_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hors ligne : le code fonctionne toujours.`)
};

const de_sign_offline = /** @type {(inputs: Sign_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: Der Code funktioniert weiter.`)
};

const pt_br2_sign_offline = /** @type {(inputs: Sign_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem conexão: o código continua funcionando.`)
};

const it_sign_offline = /** @type {(inputs: Sign_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: il codice funziona comunque.`)
};

const ar_sign_offline = /** @type {(inputs: Sign_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دون اتصال: الرمز ما زال يعمل.`)
};

/**
* | output |
* | --- |
* | "Offline: the code still works." |
*
* @param {Sign_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_offline = /** @type {((inputs?: Sign_OfflineInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_OfflineInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_offline(inputs)
	if (locale === "fr") return fr_sign_offline(inputs)
	if (locale === "de") return de_sign_offline(inputs)
	if (locale === "pt-BR") return pt_br2_sign_offline(inputs)
	if (locale === "it") return it_sign_offline(inputs)
	if (locale === "ar") return ar_sign_offline(inputs)
	return en_sign_offline(inputs)
});