/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Welcome_LedeInputs */

const en_signup_welcome_lede = /** @type {(inputs: Signup_Welcome_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up in a minute and get one page, and one QR code, for every way your audience can pay you.`)
};

const es_signup_welcome_lede = /** @type {(inputs: Signup_Welcome_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate en un minuto y consigue una página, y un código QR, para todas las formas en que tu público puede pagarte.`)
};

const fr_signup_welcome_lede = /** @type {(inputs: Signup_Welcome_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous en une minute et obtenez une page, et un QR code, pour tous les moyens qu'a votre public de vous payer.`)
};

const de_signup_welcome_lede = /** @type {(inputs: Signup_Welcome_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registriere dich in einer Minute und bekomme eine Seite und einen QR-Code für alle Wege, auf denen dein Publikum dich bezahlen kann.`)
};

const pt_br2_signup_welcome_lede = /** @type {(inputs: Signup_Welcome_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre-se em um minuto e ganhe uma página, e um QR code, para todas as formas de o seu público te pagar.`)
};

const it_signup_welcome_lede = /** @type {(inputs: Signup_Welcome_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrati in un minuto e ottieni una pagina, e un codice QR, per tutti i modi in cui il tuo pubblico può pagarti.`)
};

const ar_signup_welcome_lede = /** @type {(inputs: Signup_Welcome_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل في دقيقة واحدة واحصل على صفحة واحدة ورمز QR واحد لكل طرق جمهورك في الدفع لك.`)
};

/**
* | output |
* | --- |
* | "Sign up in a minute and get one page, and one QR code, for every way your audience can pay you." |
*
* @param {Signup_Welcome_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_welcome_lede = /** @type {((inputs?: Signup_Welcome_LedeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Welcome_LedeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_welcome_lede(inputs)
	if (locale === "fr") return fr_signup_welcome_lede(inputs)
	if (locale === "de") return de_signup_welcome_lede(inputs)
	if (locale === "pt-BR") return pt_br2_signup_welcome_lede(inputs)
	if (locale === "it") return it_signup_welcome_lede(inputs)
	if (locale === "ar") return ar_signup_welcome_lede(inputs)
	return en_signup_welcome_lede(inputs)
});