/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Owner_Msg_Too_Many_AmountsInputs */

const en_owner_msg_too_many_amounts = /** @type {(inputs: Owner_Msg_Too_Many_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} amounts`)
};

const es_owner_msg_too_many_amounts = /** @type {(inputs: Owner_Msg_Too_Many_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} importes`)
};

const fr_owner_msg_too_many_amounts = /** @type {(inputs: Owner_Msg_Too_Many_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} montants au plus`)
};

const de_owner_msg_too_many_amounts = /** @type {(inputs: Owner_Msg_Too_Many_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.max} Beträge`)
};

const pt_br2_owner_msg_too_many_amounts = /** @type {(inputs: Owner_Msg_Too_Many_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No máximo ${i?.max} valores`)
};

const it_owner_msg_too_many_amounts = /** @type {(inputs: Owner_Msg_Too_Many_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al massimo ${i?.max} importi`)
};

const ar_owner_msg_too_many_amounts = /** @type {(inputs: Owner_Msg_Too_Many_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} مبالغ كحد أقصى`)
};

/**
* | output |
* | --- |
* | "At most {max} amounts" |
*
* @param {Owner_Msg_Too_Many_AmountsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_too_many_amounts = /** @type {((inputs: Owner_Msg_Too_Many_AmountsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Too_Many_AmountsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_too_many_amounts(inputs)
	if (locale === "fr") return fr_owner_msg_too_many_amounts(inputs)
	if (locale === "de") return de_owner_msg_too_many_amounts(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_too_many_amounts(inputs)
	if (locale === "it") return it_owner_msg_too_many_amounts(inputs)
	if (locale === "ar") return ar_owner_msg_too_many_amounts(inputs)
	return en_owner_msg_too_many_amounts(inputs)
});