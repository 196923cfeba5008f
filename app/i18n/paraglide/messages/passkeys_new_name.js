/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_New_NameInputs */

const en_passkeys_new_name = /** @type {(inputs: Passkeys_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New name`)
};

const es_passkeys_new_name = /** @type {(inputs: Passkeys_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre nuevo`)
};

const fr_passkeys_new_name = /** @type {(inputs: Passkeys_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau nom`)
};

const de_passkeys_new_name = /** @type {(inputs: Passkeys_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuer Name`)
};

const pt_br2_passkeys_new_name = /** @type {(inputs: Passkeys_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novo nome`)
};

const it_passkeys_new_name = /** @type {(inputs: Passkeys_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuovo nome`)
};

const ar_passkeys_new_name = /** @type {(inputs: Passkeys_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم الجديد`)
};

/**
* | output |
* | --- |
* | "New name" |
*
* @param {Passkeys_New_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_new_name = /** @type {((inputs?: Passkeys_New_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_New_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_new_name(inputs)
	if (locale === "fr") return fr_passkeys_new_name(inputs)
	if (locale === "de") return de_passkeys_new_name(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_new_name(inputs)
	if (locale === "it") return it_passkeys_new_name(inputs)
	if (locale === "ar") return ar_passkeys_new_name(inputs)
	return en_passkeys_new_name(inputs)
});