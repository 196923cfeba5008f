/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_SavedInputs */

const en_sign_saved = /** @type {(inputs: Sign_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this device: it opens with no network too.`)
};

const es_sign_saved = /** @type {(inputs: Sign_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado en este dispositivo: también se abre sin conexión.`)
};

const fr_sign_saved = /** @type {(inputs: Sign_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré sur cet appareil : il s'ouvre aussi sans réseau.`)
};

const de_sign_saved = /** @type {(inputs: Sign_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf diesem Gerät gespeichert: Es öffnet sich auch ohne Netz.`)
};

const pt_br2_sign_saved = /** @type {(inputs: Sign_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvo neste aparelho: abre também sem internet.`)
};

const it_sign_saved = /** @type {(inputs: Sign_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvato su questo dispositivo: si apre anche senza rete.`)
};

const ar_sign_saved = /** @type {(inputs: Sign_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محفوظ على هذا الجهاز: يفتح دون شبكة أيضًا.`)
};

/**
* | output |
* | --- |
* | "Saved on this device: it opens with no network too." |
*
* @param {Sign_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_saved = /** @type {((inputs?: Sign_SavedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_SavedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_saved(inputs)
	if (locale === "fr") return fr_sign_saved(inputs)
	if (locale === "de") return de_sign_saved(inputs)
	if (locale === "pt-BR") return pt_br2_sign_saved(inputs)
	if (locale === "it") return it_sign_saved(inputs)
	if (locale === "ar") return ar_sign_saved(inputs)
	return en_sign_saved(inputs)
});