/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_AddInputs */

const en_passkeys_add = /** @type {(inputs: Passkeys_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a passkey`)
};

const es_passkeys_add = /** @type {(inputs: Passkeys_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir una llave de acceso`)
};

const fr_passkeys_add = /** @type {(inputs: Passkeys_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une clé d'accès`)
};

const de_passkeys_add = /** @type {(inputs: Passkeys_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey hinzufügen`)
};

const pt_br2_passkeys_add = /** @type {(inputs: Passkeys_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar uma chave de acesso`)
};

const it_passkeys_add = /** @type {(inputs: Passkeys_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi una passkey`)
};

const ar_passkeys_add = /** @type {(inputs: Passkeys_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة مفتاح مرور`)
};

/**
* | output |
* | --- |
* | "Add a passkey" |
*
* @param {Passkeys_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_add = /** @type {((inputs?: Passkeys_AddInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_AddInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_add(inputs)
	if (locale === "fr") return fr_passkeys_add(inputs)
	if (locale === "de") return de_passkeys_add(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_add(inputs)
	if (locale === "it") return it_passkeys_add(inputs)
	if (locale === "ar") return ar_passkeys_add(inputs)
	return en_passkeys_add(inputs)
});