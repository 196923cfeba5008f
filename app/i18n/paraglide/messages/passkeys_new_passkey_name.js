/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_New_Passkey_NameInputs */

const en_passkeys_new_passkey_name = /** @type {(inputs: Passkeys_New_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name for the new passkey`)
};

const es_passkeys_new_passkey_name = /** @type {(inputs: Passkeys_New_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la nueva llave de acceso`)
};

const fr_passkeys_new_passkey_name = /** @type {(inputs: Passkeys_New_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de la nouvelle clé d'accès`)
};

const de_passkeys_new_passkey_name = /** @type {(inputs: Passkeys_New_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name für den neuen Passkey`)
};

const pt_br2_passkeys_new_passkey_name = /** @type {(inputs: Passkeys_New_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome da nova chave de acesso`)
};

const it_passkeys_new_passkey_name = /** @type {(inputs: Passkeys_New_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome della nuova passkey`)
};

const ar_passkeys_new_passkey_name = /** @type {(inputs: Passkeys_New_Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم مفتاح المرور الجديد`)
};

/**
* | output |
* | --- |
* | "Name for the new passkey" |
*
* @param {Passkeys_New_Passkey_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_new_passkey_name = /** @type {((inputs?: Passkeys_New_Passkey_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_New_Passkey_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_new_passkey_name(inputs)
	if (locale === "fr") return fr_passkeys_new_passkey_name(inputs)
	if (locale === "de") return de_passkeys_new_passkey_name(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_new_passkey_name(inputs)
	if (locale === "it") return it_passkeys_new_passkey_name(inputs)
	if (locale === "ar") return ar_passkeys_new_passkey_name(inputs)
	return en_passkeys_new_passkey_name(inputs)
});