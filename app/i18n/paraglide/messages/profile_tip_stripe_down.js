/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Tip_Stripe_DownInputs */

const en_profile_tip_stripe_down = /** @type {(inputs: Profile_Tip_Stripe_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card payments are not available right now. Please try again in a moment.`)
};

const es_profile_tip_stripe_down = /** @type {(inputs: Profile_Tip_Stripe_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos con tarjeta no están disponibles ahora. Inténtalo de nuevo en un momento.`)
};

const fr_profile_tip_stripe_down = /** @type {(inputs: Profile_Tip_Stripe_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements par carte sont indisponibles pour le moment. Réessayez dans un instant.`)
};

const de_profile_tip_stripe_down = /** @type {(inputs: Profile_Tip_Stripe_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kartenzahlungen sind gerade nicht möglich. Versuche es gleich noch einmal.`)
};

const pt_br2_profile_tip_stripe_down = /** @type {(inputs: Profile_Tip_Stripe_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamentos com cartão não estão disponíveis agora. Tente de novo em instantes.`)
};

const it_profile_tip_stripe_down = /** @type {(inputs: Profile_Tip_Stripe_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I pagamenti con carta non sono disponibili ora. Riprova tra poco.`)
};

const ar_profile_tip_stripe_down = /** @type {(inputs: Profile_Tip_Stripe_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدفع بالبطاقة غير متاح حاليًا. حاول مجددًا بعد قليل.`)
};

/**
* | output |
* | --- |
* | "Card payments are not available right now. Please try again in a moment." |
*
* @param {Profile_Tip_Stripe_DownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_stripe_down = /** @type {((inputs?: Profile_Tip_Stripe_DownInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_Stripe_DownInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_stripe_down(inputs)
	if (locale === "fr") return fr_profile_tip_stripe_down(inputs)
	if (locale === "de") return de_profile_tip_stripe_down(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_stripe_down(inputs)
	if (locale === "it") return it_profile_tip_stripe_down(inputs)
	if (locale === "ar") return ar_profile_tip_stripe_down(inputs)
	return en_profile_tip_stripe_down(inputs)
});