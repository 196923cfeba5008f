/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_Name_RequiredInputs */

const en_msg_passkey_name_required = /** @type {(inputs: Msg_Passkey_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the passkey a name`)
};

const es_msg_passkey_name_required = /** @type {(inputs: Msg_Passkey_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponle un nombre a la llave de acceso`)
};

const fr_msg_passkey_name_required = /** @type {(inputs: Msg_Passkey_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donnez un nom à la clé d'accès`)
};

const de_msg_passkey_name_required = /** @type {(inputs: Msg_Passkey_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib dem Passkey einen Namen`)
};

const pt_br2_msg_passkey_name_required = /** @type {(inputs: Msg_Passkey_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dê um nome à chave de acesso`)
};

const it_msg_passkey_name_required = /** @type {(inputs: Msg_Passkey_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dai un nome alla passkey`)
};

const ar_msg_passkey_name_required = /** @type {(inputs: Msg_Passkey_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعطِ مفتاح المرور اسمًا`)
};

/**
* | output |
* | --- |
* | "Give the passkey a name" |
*
* @param {Msg_Passkey_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_name_required = /** @type {((inputs?: Msg_Passkey_Name_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_Name_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_name_required(inputs)
	if (locale === "fr") return fr_msg_passkey_name_required(inputs)
	if (locale === "de") return de_msg_passkey_name_required(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_name_required(inputs)
	if (locale === "it") return it_msg_passkey_name_required(inputs)
	if (locale === "ar") return ar_msg_passkey_name_required(inputs)
	return en_msg_passkey_name_required(inputs)
});