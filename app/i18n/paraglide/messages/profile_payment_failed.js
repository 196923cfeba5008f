/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Payment_FailedInputs */

const en_profile_payment_failed = /** @type {(inputs: Profile_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment did not go through, so nothing was charged.`)
};

const es_profile_payment_failed = /** @type {(inputs: Profile_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pago no se completó, así que no se cobró nada.`)
};

const fr_profile_payment_failed = /** @type {(inputs: Profile_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre paiement n'est pas passé : rien n'a été débité.`)
};

const de_profile_payment_failed = /** @type {(inputs: Profile_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Zahlung ist nicht durchgegangen, es wurde nichts abgebucht.`)
};

const pt_br2_profile_payment_failed = /** @type {(inputs: Profile_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu pagamento não foi concluído, então nada foi cobrado.`)
};

const it_profile_payment_failed = /** @type {(inputs: Profile_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il pagamento non è andato a buon fine, quindi non è stato addebitato nulla.`)
};

const ar_profile_payment_failed = /** @type {(inputs: Profile_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم عملية الدفع، لذا لم يُخصم أي مبلغ.`)
};

/**
* | output |
* | --- |
* | "Your payment did not go through, so nothing was charged." |
*
* @param {Profile_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_payment_failed = /** @type {((inputs?: Profile_Payment_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Payment_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_payment_failed(inputs)
	if (locale === "fr") return fr_profile_payment_failed(inputs)
	if (locale === "de") return de_profile_payment_failed(inputs)
	if (locale === "pt-BR") return pt_br2_profile_payment_failed(inputs)
	if (locale === "it") return it_profile_payment_failed(inputs)
	if (locale === "ar") return ar_profile_payment_failed(inputs)
	return en_profile_payment_failed(inputs)
});