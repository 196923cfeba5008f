/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Two_Factor_EnabledInputs */

const en_msg_two_factor_enabled = /** @type {(inputs: Msg_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is on. Keep your backup codes somewhere safe.`)
};

const es_msg_two_factor_enabled = /** @type {(inputs: Msg_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio de sesión en dos pasos está activado. Guarda tus códigos de respaldo en un lugar seguro.`)
};

const fr_msg_two_factor_enabled = /** @type {(inputs: Msg_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion en deux étapes est activée. Gardez vos codes de secours en lieu sûr.`)
};

const de_msg_two_factor_enabled = /** @type {(inputs: Msg_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Anmeldung ist an. Bewahre deine Backup-Codes sicher auf.`)
};

const pt_br2_msg_two_factor_enabled = /** @type {(inputs: Msg_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O login em duas etapas está ativado. Guarde seus códigos de backup em um lugar seguro.`)
};

const it_msg_two_factor_enabled = /** @type {(inputs: Msg_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'accesso in due passaggi è attivo. Conserva i codici di backup in un posto sicuro.`)
};

const ar_msg_two_factor_enabled = /** @type {(inputs: Msg_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول بخطوتين مفعّل. احفظ رموزك الاحتياطية في مكان آمن.`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in is on. Keep your backup codes somewhere safe." |
*
* @param {Msg_Two_Factor_EnabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_two_factor_enabled = /** @type {((inputs?: Msg_Two_Factor_EnabledInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Two_Factor_EnabledInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_two_factor_enabled(inputs)
	if (locale === "fr") return fr_msg_two_factor_enabled(inputs)
	if (locale === "de") return de_msg_two_factor_enabled(inputs)
	if (locale === "pt-BR") return pt_br2_msg_two_factor_enabled(inputs)
	if (locale === "it") return it_msg_two_factor_enabled(inputs)
	if (locale === "ar") return ar_msg_two_factor_enabled(inputs)
	return en_msg_two_factor_enabled(inputs)
});