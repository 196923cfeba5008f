/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_LedeInputs */

const en_two_factor_lede = /** @type {(inputs: Two_Factor_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your authenticator app and type the 6-digit code for Tipped, or use one of your backup codes.`)
};

const es_two_factor_lede = /** @type {(inputs: Two_Factor_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre tu app de autenticación y escribe el código de 6 dígitos de Tipped, o usa uno de tus códigos de respaldo.`)
};

const fr_two_factor_lede = /** @type {(inputs: Two_Factor_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrez votre appli d'authentification et tapez le code à 6 chiffres de Tipped, ou utilisez l'un de vos codes de secours.`)
};

const de_two_factor_lede = /** @type {(inputs: Two_Factor_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffne deine Authentifizierungs-App und gib den 6-stelligen Code für Tipped ein, oder nutze einen deiner Backup-Codes.`)
};

const pt_br2_two_factor_lede = /** @type {(inputs: Two_Factor_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abra seu app autenticador e digite o código de 6 dígitos do Tipped, ou use um dos seus códigos de backup.`)
};

const it_two_factor_lede = /** @type {(inputs: Two_Factor_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apri la tua app di autenticazione e digita il codice a 6 cifre di Tipped, oppure usa uno dei tuoi codici di backup.`)
};

const ar_two_factor_lede = /** @type {(inputs: Two_Factor_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افتح تطبيق المصادقة واكتب الرمز المكوّن من 6 أرقام الخاص بـ Tipped، أو استخدم أحد رموزك الاحتياطية.`)
};

/**
* | output |
* | --- |
* | "Open your authenticator app and type the 6-digit code for Tipped, or use one of your backup codes." |
*
* @param {Two_Factor_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const two_factor_lede = /** @type {((inputs?: Two_Factor_LedeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_LedeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_two_factor_lede(inputs)
	if (locale === "fr") return fr_two_factor_lede(inputs)
	if (locale === "de") return de_two_factor_lede(inputs)
	if (locale === "pt-BR") return pt_br2_two_factor_lede(inputs)
	if (locale === "it") return it_two_factor_lede(inputs)
	if (locale === "ar") return ar_two_factor_lede(inputs)
	return en_two_factor_lede(inputs)
});