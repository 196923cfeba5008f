/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Totp_Code_InvalidInputs */

const en_msg_totp_code_invalid = /** @type {(inputs: Msg_Totp_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not right. Try the current one from your app, or a backup code.`)
};

const es_msg_totp_code_invalid = /** @type {(inputs: Msg_Totp_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese código no es correcto. Prueba el actual de tu app o un código de respaldo.`)
};

const fr_msg_totp_code_invalid = /** @type {(inputs: Msg_Totp_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code n'est pas correct. Essayez celui affiché dans votre appli, ou un code de secours.`)
};

const de_msg_totp_code_invalid = /** @type {(inputs: Msg_Totp_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Code ist nicht richtig. Versuche den aktuellen aus deiner App oder einen Backup-Code.`)
};

const pt_br2_msg_totp_code_invalid = /** @type {(inputs: Msg_Totp_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse código não está correto. Tente o atual do seu app ou um código de backup.`)
};

const it_msg_totp_code_invalid = /** @type {(inputs: Msg_Totp_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quel codice non è corretto. Prova quello attuale della tua app o un codice di backup.`)
};

const ar_msg_totp_code_invalid = /** @type {(inputs: Msg_Totp_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الرمز غير صحيح. جرّب الرمز الحالي من تطبيقك أو رمزًا احتياطيًا.`)
};

/**
* | output |
* | --- |
* | "That code is not right. Try the current one from your app, or a backup code." |
*
* @param {Msg_Totp_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_totp_code_invalid = /** @type {((inputs?: Msg_Totp_Code_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Totp_Code_InvalidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_totp_code_invalid(inputs)
	if (locale === "fr") return fr_msg_totp_code_invalid(inputs)
	if (locale === "de") return de_msg_totp_code_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_msg_totp_code_invalid(inputs)
	if (locale === "it") return it_msg_totp_code_invalid(inputs)
	if (locale === "ar") return ar_msg_totp_code_invalid(inputs)
	return en_msg_totp_code_invalid(inputs)
});