/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_TitleInputs */

const en_passkeys_title = /** @type {(inputs: Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys`)
};

const es_passkeys_title = /** @type {(inputs: Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llaves de acceso`)
};

const fr_passkeys_title = /** @type {(inputs: Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d'accès`)
};

const de_passkeys_title = /** @type {(inputs: Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkeys`)
};

const pt_br2_passkeys_title = /** @type {(inputs: Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaves de acesso`)
};

const it_passkeys_title = /** @type {(inputs: Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey`)
};

const ar_passkeys_title = /** @type {(inputs: Passkeys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مفاتيح المرور`)
};

/**
* | output |
* | --- |
* | "Passkeys" |
*
* @param {Passkeys_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_title = /** @type {((inputs?: Passkeys_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_title(inputs)
	if (locale === "fr") return fr_passkeys_title(inputs)
	if (locale === "de") return de_passkeys_title(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_title(inputs)
	if (locale === "it") return it_passkeys_title(inputs)
	if (locale === "ar") return ar_passkeys_title(inputs)
	return en_passkeys_title(inputs)
});