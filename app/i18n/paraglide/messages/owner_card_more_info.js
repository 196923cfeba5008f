/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_More_InfoInputs */

const en_owner_card_more_info = /** @type {(inputs: Owner_Card_More_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe needs more information`)
};

const es_owner_card_more_info = /** @type {(inputs: Owner_Card_More_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe necesita más información`)
};

const fr_owner_card_more_info = /** @type {(inputs: Owner_Card_More_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe a besoin de plus d’informations`)
};

const de_owner_card_more_info = /** @type {(inputs: Owner_Card_More_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe braucht weitere Angaben`)
};

const pt_br2_owner_card_more_info = /** @type {(inputs: Owner_Card_More_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Stripe precisa de mais informações`)
};

const it_owner_card_more_info = /** @type {(inputs: Owner_Card_More_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe ha bisogno di altre informazioni`)
};

const ar_owner_card_more_info = /** @type {(inputs: Owner_Card_More_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحتاج Stripe إلى معلومات إضافية`)
};

/**
* | output |
* | --- |
* | "Stripe needs more information" |
*
* @param {Owner_Card_More_InfoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_more_info = /** @type {((inputs?: Owner_Card_More_InfoInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_More_InfoInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_more_info(inputs)
	if (locale === "fr") return fr_owner_card_more_info(inputs)
	if (locale === "de") return de_owner_card_more_info(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_more_info(inputs)
	if (locale === "it") return it_owner_card_more_info(inputs)
	if (locale === "ar") return ar_owner_card_more_info(inputs)
	return en_owner_card_more_info(inputs)
});