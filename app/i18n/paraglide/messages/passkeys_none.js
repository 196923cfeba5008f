/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_NoneInputs */

const en_passkeys_none = /** @type {(inputs: Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No passkeys yet.`)
};

const es_passkeys_none = /** @type {(inputs: Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay llaves de acceso.`)
};

const fr_passkeys_none = /** @type {(inputs: Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune clé d'accès pour l'instant.`)
};

const de_passkeys_none = /** @type {(inputs: Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Passkeys.`)
};

const pt_br2_passkeys_none = /** @type {(inputs: Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma chave de acesso ainda.`)
};

const it_passkeys_none = /** @type {(inputs: Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna passkey.`)
};

const ar_passkeys_none = /** @type {(inputs: Passkeys_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد مفاتيح مرور بعد.`)
};

/**
* | output |
* | --- |
* | "No passkeys yet." |
*
* @param {Passkeys_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_none = /** @type {((inputs?: Passkeys_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_NoneInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_none(inputs)
	if (locale === "fr") return fr_passkeys_none(inputs)
	if (locale === "de") return de_passkeys_none(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_none(inputs)
	if (locale === "it") return it_passkeys_none(inputs)
	if (locale === "ar") return ar_passkeys_none(inputs)
	return en_passkeys_none(inputs)
});