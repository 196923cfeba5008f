/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_In_App_HintInputs */

const en_profile_in_app_hint = /** @type {(inputs: Profile_In_App_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opened in Instagram or TikTok? Open in your browser so payment apps work.`)
};

const es_profile_in_app_hint = /** @type {(inputs: Profile_In_App_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Lo abriste en Instagram o TikTok? Ábrelo en tu navegador para que funcionen las apps de pago.`)
};

const fr_profile_in_app_hint = /** @type {(inputs: Profile_In_App_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvert dans Instagram ou TikTok ? Ouvrez-le dans votre navigateur pour que les applis de paiement fonctionnent.`)
};

const de_profile_in_app_hint = /** @type {(inputs: Profile_In_App_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Instagram oder TikTok geöffnet? Öffne die Seite im Browser, damit Bezahl-Apps funktionieren.`)
};

const pt_br2_profile_in_app_hint = /** @type {(inputs: Profile_In_App_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriu no Instagram ou TikTok? Abra no navegador para os apps de pagamento funcionarem.`)
};

const it_profile_in_app_hint = /** @type {(inputs: Profile_In_App_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperto in Instagram o TikTok? Aprilo nel browser perché le app di pagamento funzionino.`)
};

const ar_profile_in_app_hint = /** @type {(inputs: Profile_In_App_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فتحتها في إنستغرام أو تيك توك؟ افتحها في متصفحك لتعمل تطبيقات الدفع.`)
};

/**
* | output |
* | --- |
* | "Opened in Instagram or TikTok? Open in your browser so payment apps work." |
*
* @param {Profile_In_App_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_in_app_hint = /** @type {((inputs?: Profile_In_App_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_In_App_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_in_app_hint(inputs)
	if (locale === "fr") return fr_profile_in_app_hint(inputs)
	if (locale === "de") return de_profile_in_app_hint(inputs)
	if (locale === "pt-BR") return pt_br2_profile_in_app_hint(inputs)
	if (locale === "it") return it_profile_in_app_hint(inputs)
	if (locale === "ar") return ar_profile_in_app_hint(inputs)
	return en_profile_in_app_hint(inputs)
});