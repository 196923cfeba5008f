/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Backup_CodesInputs */

const en_settings_2fa_backup_codes = /** @type {(inputs: Settings_2fa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup codes (each works once):`)
};

const es_settings_2fa_backup_codes = /** @type {(inputs: Settings_2fa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Códigos de respaldo (cada uno funciona una vez):`)
};

const fr_settings_2fa_backup_codes = /** @type {(inputs: Settings_2fa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes de secours (chacun fonctionne une fois) :`)
};

const de_settings_2fa_backup_codes = /** @type {(inputs: Settings_2fa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup-Codes (jeder funktioniert einmal):`)
};

const pt_br2_settings_2fa_backup_codes = /** @type {(inputs: Settings_2fa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Códigos de backup (cada um funciona uma vez):`)
};

const it_settings_2fa_backup_codes = /** @type {(inputs: Settings_2fa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codici di backup (ognuno funziona una volta):`)
};

const ar_settings_2fa_backup_codes = /** @type {(inputs: Settings_2fa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرموز الاحتياطية (يعمل كل منها مرة واحدة):`)
};

/**
* | output |
* | --- |
* | "Backup codes (each works once):" |
*
* @param {Settings_2fa_Backup_CodesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_backup_codes = /** @type {((inputs?: Settings_2fa_Backup_CodesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Backup_CodesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_2fa_backup_codes(inputs)
	if (locale === "fr") return fr_settings_2fa_backup_codes(inputs)
	if (locale === "de") return de_settings_2fa_backup_codes(inputs)
	if (locale === "pt-BR") return pt_br2_settings_2fa_backup_codes(inputs)
	if (locale === "it") return it_settings_2fa_backup_codes(inputs)
	if (locale === "ar") return ar_settings_2fa_backup_codes(inputs)
	return en_settings_2fa_backup_codes(inputs)
});