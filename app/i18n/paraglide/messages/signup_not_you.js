/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signup_Not_YouInputs */

const en_signup_not_you = /** @type {(inputs: Signup_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not you? Log out`)
};

const es_signup_not_you = /** @type {(inputs: Signup_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No eres tú? Cierra sesión`)
};

const fr_signup_not_you = /** @type {(inputs: Signup_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n'est pas vous ? Déconnectez-vous`)
};

const de_signup_not_you = /** @type {(inputs: Signup_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht du? Abmelden`)
};

const pt_br2_signup_not_you = /** @type {(inputs: Signup_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é você? Sair`)
};

const it_signup_not_you = /** @type {(inputs: Signup_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non sei tu? Esci`)
};

const ar_signup_not_you = /** @type {(inputs: Signup_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لست أنت؟ سجّل الخروج`)
};

/**
* | output |
* | --- |
* | "Not you? Log out" |
*
* @param {Signup_Not_YouInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const signup_not_you = /** @type {((inputs?: Signup_Not_YouInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Not_YouInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_signup_not_you(inputs)
	if (locale === "fr") return fr_signup_not_you(inputs)
	if (locale === "de") return de_signup_not_you(inputs)
	if (locale === "pt-BR") return pt_br2_signup_not_you(inputs)
	if (locale === "it") return it_signup_not_you(inputs)
	if (locale === "ar") return ar_signup_not_you(inputs)
	return en_signup_not_you(inputs)
});