/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tip_AmountsInputs */

const en_owner_tip_amounts = /** @type {(inputs: Owner_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip amounts`)
};

const es_owner_tip_amounts = /** @type {(inputs: Owner_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importes de propina`)
};

const fr_owner_tip_amounts = /** @type {(inputs: Owner_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montants de pourboire`)
};

const de_owner_tip_amounts = /** @type {(inputs: Owner_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trinkgeldbeträge`)
};

const pt_br2_owner_tip_amounts = /** @type {(inputs: Owner_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valores de gorjeta`)
};

const it_owner_tip_amounts = /** @type {(inputs: Owner_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importi della mancia`)
};

const ar_owner_tip_amounts = /** @type {(inputs: Owner_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مبالغ البقشيش`)
};

/**
* | output |
* | --- |
* | "Tip amounts" |
*
* @param {Owner_Tip_AmountsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_tip_amounts = /** @type {((inputs?: Owner_Tip_AmountsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tip_AmountsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tip_amounts(inputs)
	if (locale === "fr") return fr_owner_tip_amounts(inputs)
	if (locale === "de") return de_owner_tip_amounts(inputs)
	if (locale === "pt-BR") return pt_br2_owner_tip_amounts(inputs)
	if (locale === "it") return it_owner_tip_amounts(inputs)
	if (locale === "ar") return ar_owner_tip_amounts(inputs)
	return en_owner_tip_amounts(inputs)
});