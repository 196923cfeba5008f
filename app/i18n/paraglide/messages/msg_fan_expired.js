/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Fan_ExpiredInputs */

const en_msg_fan_expired = /** @type {(inputs: Msg_Fan_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That confirmation link has expired or is not valid. Please sign up again.`)
};

const es_msg_fan_expired = /** @type {(inputs: Msg_Fan_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese enlace de confirmación ha caducado o no es válido. Vuelve a suscribirte.`)
};

const fr_msg_fan_expired = /** @type {(inputs: Msg_Fan_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de confirmation a expiré ou n'est pas valide. Veuillez vous réinscrire.`)
};

const de_msg_fan_expired = /** @type {(inputs: Msg_Fan_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Bestätigungslink ist abgelaufen oder ungültig. Bitte melde dich erneut an.`)
};

const pt_br2_msg_fan_expired = /** @type {(inputs: Msg_Fan_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse link de confirmação expirou ou não é válido. Inscreva-se novamente.`)
};

const it_msg_fan_expired = /** @type {(inputs: Msg_Fan_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quel link di conferma è scaduto o non è valido. Iscriviti di nuovo.`)
};

const ar_msg_fan_expired = /** @type {(inputs: Msg_Fan_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت صلاحية رابط التأكيد هذا أو أنه غير صالح. يُرجى الاشتراك مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "That confirmation link has expired or is not valid. Please sign up again." |
*
* @param {Msg_Fan_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_fan_expired = /** @type {((inputs?: Msg_Fan_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Fan_ExpiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_fan_expired(inputs)
	if (locale === "fr") return fr_msg_fan_expired(inputs)
	if (locale === "de") return de_msg_fan_expired(inputs)
	if (locale === "pt-BR") return pt_br2_msg_fan_expired(inputs)
	if (locale === "it") return it_msg_fan_expired(inputs)
	if (locale === "ar") return ar_msg_fan_expired(inputs)
	return en_msg_fan_expired(inputs)
});