/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Verify_Link_InvalidInputs */

const en_msg_verify_link_invalid = /** @type {(inputs: Msg_Verify_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link has expired, was already used or is not valid. Nothing was changed.`)
};

const es_msg_verify_link_invalid = /** @type {(inputs: Msg_Verify_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de confirmación ha caducado, ya se usó o no es válido. No se cambió nada.`)
};

const fr_msg_verify_link_invalid = /** @type {(inputs: Msg_Verify_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de confirmation a expiré, a déjà été utilisé ou n'est pas valide. Rien n'a été modifié.`)
};

const de_msg_verify_link_invalid = /** @type {(inputs: Msg_Verify_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Bestätigungslink ist abgelaufen, wurde schon benutzt oder ist ungültig. Es wurde nichts geändert.`)
};

const pt_br2_msg_verify_link_invalid = /** @type {(inputs: Msg_Verify_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link de confirmação expirou, já foi usado ou não é válido. Nada foi alterado.`)
};

const it_msg_verify_link_invalid = /** @type {(inputs: Msg_Verify_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link di conferma è scaduto, è già stato usato o non è valido. Non è stato cambiato nulla.`)
};

const ar_msg_verify_link_invalid = /** @type {(inputs: Msg_Verify_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت صلاحية رابط التأكيد هذا أو استُخدم من قبل أو أنه غير صالح. لم يتغير شيء.`)
};

/**
* | output |
* | --- |
* | "This confirmation link has expired, was already used or is not valid. Nothing was changed." |
*
* @param {Msg_Verify_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_verify_link_invalid = /** @type {((inputs?: Msg_Verify_Link_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Verify_Link_InvalidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_verify_link_invalid(inputs)
	if (locale === "fr") return fr_msg_verify_link_invalid(inputs)
	if (locale === "de") return de_msg_verify_link_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_msg_verify_link_invalid(inputs)
	if (locale === "it") return it_msg_verify_link_invalid(inputs)
	if (locale === "ar") return ar_msg_verify_link_invalid(inputs)
	return en_msg_verify_link_invalid(inputs)
});