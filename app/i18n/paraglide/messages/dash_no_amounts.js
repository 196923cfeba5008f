/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_AmountsInputs */

const en_dash_no_amounts = /** @type {(inputs: Dash_No_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No preset amounts chosen yet`)
};

const es_dash_no_amounts = /** @type {(inputs: Dash_No_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún nadie ha elegido un importe predefinido`)
};

const fr_dash_no_amounts = /** @type {(inputs: Dash_No_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun montant prédéfini choisi pour l’instant`)
};

const de_dash_no_amounts = /** @type {(inputs: Dash_No_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein vorgegebener Betrag gewählt`)
};

const pt_br2_dash_no_amounts = /** @type {(inputs: Dash_No_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum valor predefinido escolhido ainda`)
};

const it_dash_no_amounts = /** @type {(inputs: Dash_No_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun importo predefinito scelto finora`)
};

const ar_dash_no_amounts = /** @type {(inputs: Dash_No_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُختر أي مبلغ محدد مسبقًا بعد`)
};

/**
* | output |
* | --- |
* | "No preset amounts chosen yet" |
*
* @param {Dash_No_AmountsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_no_amounts = /** @type {((inputs?: Dash_No_AmountsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_AmountsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_no_amounts(inputs)
	if (locale === "fr") return fr_dash_no_amounts(inputs)
	if (locale === "de") return de_dash_no_amounts(inputs)
	if (locale === "pt-BR") return pt_br2_dash_no_amounts(inputs)
	if (locale === "it") return it_dash_no_amounts(inputs)
	if (locale === "ar") return ar_dash_no_amounts(inputs)
	return en_dash_no_amounts(inputs)
});