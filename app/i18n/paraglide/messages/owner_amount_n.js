/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Owner_Amount_NInputs */

const en_owner_amount_n = /** @type {(inputs: Owner_Amount_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount ${i?.n}`)
};

const es_owner_amount_n = /** @type {(inputs: Owner_Amount_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importe ${i?.n}`)
};

const fr_owner_amount_n = /** @type {(inputs: Owner_Amount_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montant ${i?.n}`)
};

const de_owner_amount_n = /** @type {(inputs: Owner_Amount_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Betrag ${i?.n}`)
};

const pt_br2_owner_amount_n = /** @type {(inputs: Owner_Amount_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valor ${i?.n}`)
};

const it_owner_amount_n = /** @type {(inputs: Owner_Amount_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importo ${i?.n}`)
};

const ar_owner_amount_n = /** @type {(inputs: Owner_Amount_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المبلغ ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Amount {n}" |
*
* @param {Owner_Amount_NInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_amount_n = /** @type {((inputs: Owner_Amount_NInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Amount_NInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_amount_n(inputs)
	if (locale === "fr") return fr_owner_amount_n(inputs)
	if (locale === "de") return de_owner_amount_n(inputs)
	if (locale === "pt-BR") return pt_br2_owner_amount_n(inputs)
	if (locale === "it") return it_owner_amount_n(inputs)
	if (locale === "ar") return ar_owner_amount_n(inputs)
	return en_owner_amount_n(inputs)
});