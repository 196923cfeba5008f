/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Passkey_Name_Too_LongInputs */

const en_msg_passkey_name_too_long = /** @type {(inputs: Msg_Passkey_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the name to 60 characters or fewer`)
};

const es_msg_passkey_name_too_long = /** @type {(inputs: Msg_Passkey_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa un nombre de 60 caracteres o menos`)
};

const fr_msg_passkey_name_too_long = /** @type {(inputs: Msg_Passkey_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limitez le nom à 60 caractères`)
};

const de_msg_passkey_name_too_long = /** @type {(inputs: Msg_Passkey_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Name darf höchstens 60 Zeichen haben`)
};

const pt_br2_msg_passkey_name_too_long = /** @type {(inputs: Msg_Passkey_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use um nome com até 60 caracteres`)
};

const it_msg_passkey_name_too_long = /** @type {(inputs: Msg_Passkey_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa un nome di 60 caratteri o meno`)
};

const ar_msg_passkey_name_too_long = /** @type {(inputs: Msg_Passkey_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اجعل الاسم 60 حرفًا أو أقل`)
};

/**
* | output |
* | --- |
* | "Keep the name to 60 characters or fewer" |
*
* @param {Msg_Passkey_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_passkey_name_too_long = /** @type {((inputs?: Msg_Passkey_Name_Too_LongInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Passkey_Name_Too_LongInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_passkey_name_too_long(inputs)
	if (locale === "fr") return fr_msg_passkey_name_too_long(inputs)
	if (locale === "de") return de_msg_passkey_name_too_long(inputs)
	if (locale === "pt-BR") return pt_br2_msg_passkey_name_too_long(inputs)
	if (locale === "it") return it_msg_passkey_name_too_long(inputs)
	if (locale === "ar") return ar_msg_passkey_name_too_long(inputs)
	return en_msg_passkey_name_too_long(inputs)
});