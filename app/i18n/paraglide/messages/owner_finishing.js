/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_FinishingInputs */

const en_owner_finishing = /** @type {(inputs: Owner_FinishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finishing...`)
};

const es_owner_finishing = /** @type {(inputs: Owner_FinishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminando...`)
};

const fr_owner_finishing = /** @type {(inputs: Owner_FinishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalisation...`)
};

const de_owner_finishing = /** @type {(inputs: Owner_FinishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird abgeschlossen ...`)
};

const pt_br2_owner_finishing = /** @type {(inputs: Owner_FinishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concluindo...`)
};

const it_owner_finishing = /** @type {(inputs: Owner_FinishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completamento...`)
};

const ar_owner_finishing = /** @type {(inputs: Owner_FinishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الإنهاء...`)
};

/**
* | output |
* | --- |
* | "Finishing..." |
*
* @param {Owner_FinishingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_finishing = /** @type {((inputs?: Owner_FinishingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_FinishingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_finishing(inputs)
	if (locale === "fr") return fr_owner_finishing(inputs)
	if (locale === "de") return de_owner_finishing(inputs)
	if (locale === "pt-BR") return pt_br2_owner_finishing(inputs)
	if (locale === "it") return it_owner_finishing(inputs)
	if (locale === "ar") return ar_owner_finishing(inputs)
	return en_owner_finishing(inputs)
});