/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Owner_Tip_Amounts_HintInputs */

const en_owner_tip_amounts_hint = /** @type {(inputs: Owner_Tip_Amounts_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offered as buttons under your payment links, with the amount already filled in, in your currency. Whole amounts, ${i?.min}–${i?.max}; leave a box empty for fewer.`)
};

const es_owner_tip_amounts_hint = /** @type {(inputs: Owner_Tip_Amounts_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aparecen como botones bajo tus enlaces de pago, con el importe ya puesto, en tu moneda. Importes enteros, ${i?.min}–${i?.max}; deja una casilla vacía para ofrecer menos.`)
};

const fr_owner_tip_amounts_hint = /** @type {(inputs: Owner_Tip_Amounts_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Proposés en boutons sous vos liens de paiement, montant déjà rempli, dans votre devise. Montants entiers, ${i?.min}–${i?.max} ; laissez une case vide pour en proposer moins.`)
};

const de_owner_tip_amounts_hint = /** @type {(inputs: Owner_Tip_Amounts_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Als Schaltflächen unter deinen Zahlungslinks, Betrag schon eingetragen, in deiner Währung. Ganze Beträge, ${i?.min}–${i?.max}; lass ein Feld leer für weniger.`)
};

const pt_br2_owner_tip_amounts_hint = /** @type {(inputs: Owner_Tip_Amounts_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Oferecidos como botões abaixo dos seus links de pagamento, com o valor já preenchido, na sua moeda. Valores inteiros, ${i?.min}–${i?.max}; deixe um campo vazio para oferecer menos.`)
};

const it_owner_tip_amounts_hint = /** @type {(inputs: Owner_Tip_Amounts_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offerti come pulsanti sotto i tuoi link di pagamento, con l’importo già inserito, nella tua valuta. Importi interi, ${i?.min}–${i?.max}; lascia vuota una casella per offrirne meno.`)
};

const ar_owner_tip_amounts_hint = /** @type {(inputs: Owner_Tip_Amounts_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تظهر كأزرار تحت روابط الدفع، والمبلغ معبأ مسبقًا، بعملتك. مبالغ صحيحة من ${i?.min} إلى ${i?.max}؛ اترك خانة فارغة لعرض عدد أقل.`)
};

/**
* | output |
* | --- |
* | "Offered as buttons under your payment links, with the amount already filled in, in your currency. Whole amounts, {min}–{max}; leave a box empty for fewer." |
*
* @param {Owner_Tip_Amounts_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_tip_amounts_hint = /** @type {((inputs: Owner_Tip_Amounts_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tip_Amounts_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tip_amounts_hint(inputs)
	if (locale === "fr") return fr_owner_tip_amounts_hint(inputs)
	if (locale === "de") return de_owner_tip_amounts_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_tip_amounts_hint(inputs)
	if (locale === "it") return it_owner_tip_amounts_hint(inputs)
	if (locale === "ar") return ar_owner_tip_amounts_hint(inputs)
	return en_owner_tip_amounts_hint(inputs)
});