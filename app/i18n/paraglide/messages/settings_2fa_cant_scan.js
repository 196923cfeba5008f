/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Cant_ScanInputs */

const en_settings_2fa_cant_scan = /** @type {(inputs: Settings_2fa_Cant_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can't scan? Type this key:`)
};

const es_settings_2fa_cant_scan = /** @type {(inputs: Settings_2fa_Cant_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No puedes escanear? Escribe esta clave:`)
};

const fr_settings_2fa_cant_scan = /** @type {(inputs: Settings_2fa_Cant_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de scanner ? Tapez cette clé :`)
};

const de_settings_2fa_cant_scan = /** @type {(inputs: Settings_2fa_Cant_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannen klappt nicht? Gib diesen Schlüssel ein:`)
};

const pt_br2_settings_2fa_cant_scan = /** @type {(inputs: Settings_2fa_Cant_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não consegue escanear? Digite esta chave:`)
};

const it_settings_2fa_cant_scan = /** @type {(inputs: Settings_2fa_Cant_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non riesci a scansionare? Digita questa chiave:`)
};

const ar_settings_2fa_cant_scan = /** @type {(inputs: Settings_2fa_Cant_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكنك المسح؟ اكتب هذا المفتاح:`)
};

/**
* | output |
* | --- |
* | "Can't scan? Type this key:" |
*
* @param {Settings_2fa_Cant_ScanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_cant_scan = /** @type {((inputs?: Settings_2fa_Cant_ScanInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Cant_ScanInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_2fa_cant_scan(inputs)
	if (locale === "fr") return fr_settings_2fa_cant_scan(inputs)
	if (locale === "de") return de_settings_2fa_cant_scan(inputs)
	if (locale === "pt-BR") return pt_br2_settings_2fa_cant_scan(inputs)
	if (locale === "it") return it_settings_2fa_cant_scan(inputs)
	if (locale === "ar") return ar_settings_2fa_cant_scan(inputs)
	return en_settings_2fa_cant_scan(inputs)
});