/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_LedeInputs */

const en_passkeys_lede = /** @type {(inputs: Passkeys_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your phone's fingerprint or face, or your computer's lock, instead of typing a password.`)
};

const es_passkeys_lede = /** @type {(inputs: Passkeys_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión con la huella o la cara en tu teléfono, o con el bloqueo de tu ordenador, en lugar de escribir una contraseña.`)
};

const fr_passkeys_lede = /** @type {(inputs: Passkeys_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous avec l'empreinte ou le visage sur votre téléphone, ou le verrouillage de votre ordinateur, au lieu de taper un mot de passe.`)
};

const de_passkeys_lede = /** @type {(inputs: Passkeys_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melde dich mit Fingerabdruck oder Gesicht auf deinem Handy oder der Sperre deines Computers an, statt ein Passwort einzutippen.`)
};

const pt_br2_passkeys_lede = /** @type {(inputs: Passkeys_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre com a digital ou o rosto no seu celular, ou com o bloqueio do seu computador, em vez de digitar uma senha.`)
};

const it_passkeys_lede = /** @type {(inputs: Passkeys_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi con l'impronta o il volto sul telefono, o con il blocco del computer, invece di digitare una password.`)
};

const ar_passkeys_lede = /** @type {(inputs: Passkeys_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول ببصمة إصبعك أو وجهك على هاتفك، أو بقفل حاسوبك، بدلًا من كتابة كلمة مرور.`)
};

/**
* | output |
* | --- |
* | "Sign in with your phone's fingerprint or face, or your computer's lock, instead of typing a password." |
*
* @param {Passkeys_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_lede = /** @type {((inputs?: Passkeys_LedeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_LedeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_lede(inputs)
	if (locale === "fr") return fr_passkeys_lede(inputs)
	if (locale === "de") return de_passkeys_lede(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_lede(inputs)
	if (locale === "it") return it_passkeys_lede(inputs)
	if (locale === "ar") return ar_passkeys_lede(inputs)
	return en_passkeys_lede(inputs)
});