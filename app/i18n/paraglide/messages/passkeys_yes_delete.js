/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_Yes_DeleteInputs */

const en_passkeys_yes_delete = /** @type {(inputs: Passkeys_Yes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, delete this passkey`)
};

const es_passkeys_yes_delete = /** @type {(inputs: Passkeys_Yes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, eliminar esta llave de acceso`)
};

const fr_passkeys_yes_delete = /** @type {(inputs: Passkeys_Yes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, supprimer cette clé d'accès`)
};

const de_passkeys_yes_delete = /** @type {(inputs: Passkeys_Yes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja, diesen Passkey löschen`)
};

const pt_br2_passkeys_yes_delete = /** @type {(inputs: Passkeys_Yes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim, excluir esta chave de acesso`)
};

const it_passkeys_yes_delete = /** @type {(inputs: Passkeys_Yes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sì, elimina questa passkey`)
};

const ar_passkeys_yes_delete = /** @type {(inputs: Passkeys_Yes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نعم، احذف مفتاح المرور هذا`)
};

/**
* | output |
* | --- |
* | "Yes, delete this passkey" |
*
* @param {Passkeys_Yes_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_yes_delete = /** @type {((inputs?: Passkeys_Yes_DeleteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Yes_DeleteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_yes_delete(inputs)
	if (locale === "fr") return fr_passkeys_yes_delete(inputs)
	if (locale === "de") return de_passkeys_yes_delete(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_yes_delete(inputs)
	if (locale === "it") return it_passkeys_yes_delete(inputs)
	if (locale === "ar") return ar_passkeys_yes_delete(inputs)
	return en_passkeys_yes_delete(inputs)
});