/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_Can_SyncInputs */

const en_passkeys_can_sync = /** @type {(inputs: Passkeys_Can_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can sync across devices`)
};

const es_passkeys_can_sync = /** @type {(inputs: Passkeys_Can_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se puede sincronizar entre dispositivos`)
};

const fr_passkeys_can_sync = /** @type {(inputs: Passkeys_Can_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peut se synchroniser entre appareils`)
};

const de_passkeys_can_sync = /** @type {(inputs: Passkeys_Can_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kann zwischen Geräten synchronisiert werden`)
};

const pt_br2_passkeys_can_sync = /** @type {(inputs: Passkeys_Can_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pode sincronizar entre dispositivos`)
};

const it_passkeys_can_sync = /** @type {(inputs: Passkeys_Can_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Può sincronizzarsi tra dispositivi`)
};

const ar_passkeys_can_sync = /** @type {(inputs: Passkeys_Can_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يمكن مزامنته عبر الأجهزة`)
};

/**
* | output |
* | --- |
* | "Can sync across devices" |
*
* @param {Passkeys_Can_SyncInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_can_sync = /** @type {((inputs?: Passkeys_Can_SyncInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Can_SyncInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_can_sync(inputs)
	if (locale === "fr") return fr_passkeys_can_sync(inputs)
	if (locale === "de") return de_passkeys_can_sync(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_can_sync(inputs)
	if (locale === "it") return it_passkeys_can_sync(inputs)
	if (locale === "ar") return ar_passkeys_can_sync(inputs)
	return en_passkeys_can_sync(inputs)
});