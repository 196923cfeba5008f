/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fans_UnsubscribedInputs */

const en_fans_unsubscribed = /** @type {(inputs: Fans_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed`)
};

const es_fans_unsubscribed = /** @type {(inputs: Fans_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baja confirmada`)
};

const fr_fans_unsubscribed = /** @type {(inputs: Fans_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonné`)
};

const de_fans_unsubscribed = /** @type {(inputs: Fans_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgemeldet`)
};

const pt_br2_fans_unsubscribed = /** @type {(inputs: Fans_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrição cancelada`)
};

const it_fans_unsubscribed = /** @type {(inputs: Fans_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizione annullata`)
};

const ar_fans_unsubscribed = /** @type {(inputs: Fans_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إلغاء الاشتراك`)
};

/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Fans_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const fans_unsubscribed = /** @type {((inputs?: Fans_UnsubscribedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fans_UnsubscribedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fans_unsubscribed(inputs)
	if (locale === "fr") return fr_fans_unsubscribed(inputs)
	if (locale === "de") return de_fans_unsubscribed(inputs)
	if (locale === "pt-BR") return pt_br2_fans_unsubscribed(inputs)
	if (locale === "it") return it_fans_unsubscribed(inputs)
	if (locale === "ar") return ar_fans_unsubscribed(inputs)
	return en_fans_unsubscribed(inputs)
});