/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_Not_SupportedInputs */

const en_msg_passkey_not_supported = /** @type {(inputs: Msg_Passkey_Not_SupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser can't use passkeys`)
};

const es_msg_passkey_not_supported = /** @type {(inputs: Msg_Passkey_Not_SupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este navegador no puede usar llaves de acceso`)
};

const fr_msg_passkey_not_supported = /** @type {(inputs: Msg_Passkey_Not_SupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce navigateur ne peut pas utiliser de clés d'accès`)
};

const de_msg_passkey_not_supported = /** @type {(inputs: Msg_Passkey_Not_SupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Browser kann keine Passkeys verwenden`)
};

const pt_br2_msg_passkey_not_supported = /** @type {(inputs: Msg_Passkey_Not_SupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este navegador não pode usar chaves de acesso`)
};

const it_msg_passkey_not_supported = /** @type {(inputs: Msg_Passkey_Not_SupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo browser non può usare le passkey`)
};

const ar_msg_passkey_not_supported = /** @type {(inputs: Msg_Passkey_Not_SupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن لهذا المتصفح استخدام مفاتيح المرور`)
};

/**
* | output |
* | --- |
* | "This browser can't use passkeys" |
*
* @param {Msg_Passkey_Not_SupportedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_not_supported = /** @type {((inputs?: Msg_Passkey_Not_SupportedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_Not_SupportedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_not_supported(inputs)
	if (locale === "fr") return fr_msg_passkey_not_supported(inputs)
	if (locale === "de") return de_msg_passkey_not_supported(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_not_supported(inputs)
	if (locale === "it") return it_msg_passkey_not_supported(inputs)
	if (locale === "ar") return ar_msg_passkey_not_supported(inputs)
	return en_msg_passkey_not_supported(inputs)
});