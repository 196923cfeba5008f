/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fans_UnsubscribesInputs */

const en_dash_fans_unsubscribes = /** @type {(inputs: Dash_Fans_UnsubscribesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribes`)
};

const es_dash_fans_unsubscribes = /** @type {(inputs: Dash_Fans_UnsubscribesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bajas`)
};

const fr_dash_fans_unsubscribes = /** @type {(inputs: Dash_Fans_UnsubscribesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonnements`)
};

const de_dash_fans_unsubscribes = /** @type {(inputs: Dash_Fans_UnsubscribesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmeldungen`)
};

const pt_br2_dash_fans_unsubscribes = /** @type {(inputs: Dash_Fans_UnsubscribesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descadastros`)
};

const it_dash_fans_unsubscribes = /** @type {(inputs: Dash_Fans_UnsubscribesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disiscrizioni`)
};

const ar_dash_fans_unsubscribes = /** @type {(inputs: Dash_Fans_UnsubscribesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاءات الاشتراك`)
};

/**
* | output |
* | --- |
* | "Unsubscribes" |
*
* @param {Dash_Fans_UnsubscribesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_fans_unsubscribes = /** @type {((inputs?: Dash_Fans_UnsubscribesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fans_UnsubscribesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_fans_unsubscribes(inputs)
	if (locale === "fr") return fr_dash_fans_unsubscribes(inputs)
	if (locale === "de") return de_dash_fans_unsubscribes(inputs)
	if (locale === "pt-BR") return pt_br2_dash_fans_unsubscribes(inputs)
	if (locale === "it") return it_dash_fans_unsubscribes(inputs)
	if (locale === "ar") return ar_dash_fans_unsubscribes(inputs)
	return en_dash_fans_unsubscribes(inputs)
});