/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_ListInputs */

const en_passkeys_list = /** @type {(inputs: Passkeys_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your passkeys`)
};

const es_passkeys_list = /** @type {(inputs: Passkeys_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus llaves de acceso`)
};

const fr_passkeys_list = /** @type {(inputs: Passkeys_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos clés d'accès`)
};

const de_passkeys_list = /** @type {(inputs: Passkeys_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Passkeys`)
};

const pt_br2_passkeys_list = /** @type {(inputs: Passkeys_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas chaves de acesso`)
};

const it_passkeys_list = /** @type {(inputs: Passkeys_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le tue passkey`)
};

const ar_passkeys_list = /** @type {(inputs: Passkeys_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفاتيح المرور الخاصة بك`)
};

/**
* | output |
* | --- |
* | "Your passkeys" |
*
* @param {Passkeys_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_list = /** @type {((inputs?: Passkeys_ListInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_ListInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_list(inputs)
	if (locale === "fr") return fr_passkeys_list(inputs)
	if (locale === "de") return de_passkeys_list(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_list(inputs)
	if (locale === "it") return it_passkeys_list(inputs)
	if (locale === "ar") return ar_passkeys_list(inputs)
	return en_passkeys_list(inputs)
});