/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Owner_Msg_Tip_AmountInputs */

const en_owner_msg_tip_amount = /** @type {(inputs: Owner_Msg_Tip_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amounts: whole dollars from ${i?.min} to ${i?.max}`)
};

const es_owner_msg_tip_amount = /** @type {(inputs: Owner_Msg_Tip_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importes: cifras enteras de ${i?.min} a ${i?.max}`)
};

const fr_owner_msg_tip_amount = /** @type {(inputs: Owner_Msg_Tip_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montants : nombres entiers de ${i?.min} à ${i?.max}`)
};

const de_owner_msg_tip_amount = /** @type {(inputs: Owner_Msg_Tip_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beträge: ganze Zahlen von ${i?.min} bis ${i?.max}`)
};

const pt_br2_owner_msg_tip_amount = /** @type {(inputs: Owner_Msg_Tip_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valores: números inteiros de ${i?.min} a ${i?.max}`)
};

const it_owner_msg_tip_amount = /** @type {(inputs: Owner_Msg_Tip_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importi: numeri interi da ${i?.min} a ${i?.max}`)
};

const ar_owner_msg_tip_amount = /** @type {(inputs: Owner_Msg_Tip_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المبالغ: أعداد صحيحة من ${i?.min} إلى ${i?.max}`)
};

/**
* | output |
* | --- |
* | "Amounts: whole dollars from {min} to {max}" |
*
* @param {Owner_Msg_Tip_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_tip_amount = /** @type {((inputs: Owner_Msg_Tip_AmountInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Tip_AmountInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_tip_amount(inputs)
	if (locale === "fr") return fr_owner_msg_tip_amount(inputs)
	if (locale === "de") return de_owner_msg_tip_amount(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_tip_amount(inputs)
	if (locale === "it") return it_owner_msg_tip_amount(inputs)
	if (locale === "ar") return ar_owner_msg_tip_amount(inputs)
	return en_owner_msg_tip_amount(inputs)
});