/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fans_UnsubscribeInputs */

const en_fans_unsubscribe = /** @type {(inputs: Fans_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const es_fans_unsubscribe = /** @type {(inputs: Fans_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darse de baja`)
};

const fr_fans_unsubscribe = /** @type {(inputs: Fans_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner`)
};

const de_fans_unsubscribe = /** @type {(inputs: Fans_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

const pt_br2_fans_unsubscribe = /** @type {(inputs: Fans_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar inscrição`)
};

const it_fans_unsubscribe = /** @type {(inputs: Fans_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulla l'iscrizione`)
};

const ar_fans_unsubscribe = /** @type {(inputs: Fans_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء الاشتراك`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Fans_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const fans_unsubscribe = /** @type {((inputs?: Fans_UnsubscribeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fans_UnsubscribeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fans_unsubscribe(inputs)
	if (locale === "fr") return fr_fans_unsubscribe(inputs)
	if (locale === "de") return de_fans_unsubscribe(inputs)
	if (locale === "pt-BR") return pt_br2_fans_unsubscribe(inputs)
	if (locale === "it") return it_fans_unsubscribe(inputs)
	if (locale === "ar") return ar_fans_unsubscribe(inputs)
	return en_fans_unsubscribe(inputs)
});