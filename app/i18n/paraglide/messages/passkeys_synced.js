/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_SyncedInputs */

const en_passkeys_synced = /** @type {(inputs: Passkeys_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Synced across your devices`)
};

const es_passkeys_synced = /** @type {(inputs: Passkeys_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizada en tus dispositivos`)
};

const fr_passkeys_synced = /** @type {(inputs: Passkeys_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Synchronisée sur vos appareils`)
};

const de_passkeys_synced = /** @type {(inputs: Passkeys_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf deinen Geräten synchronisiert`)
};

const pt_br2_passkeys_synced = /** @type {(inputs: Passkeys_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizada entre seus dispositivos`)
};

const it_passkeys_synced = /** @type {(inputs: Passkeys_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizzata sui tuoi dispositivi`)
};

const ar_passkeys_synced = /** @type {(inputs: Passkeys_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متزامن عبر أجهزتك`)
};

/**
* | output |
* | --- |
* | "Synced across your devices" |
*
* @param {Passkeys_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_synced = /** @type {((inputs?: Passkeys_SyncedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_SyncedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_synced(inputs)
	if (locale === "fr") return fr_passkeys_synced(inputs)
	if (locale === "de") return de_passkeys_synced(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_synced(inputs)
	if (locale === "it") return it_passkeys_synced(inputs)
	if (locale === "ar") return ar_passkeys_synced(inputs)
	return en_passkeys_synced(inputs)
});