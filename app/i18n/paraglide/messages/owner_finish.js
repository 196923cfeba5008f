/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_FinishInputs */

const en_owner_finish = /** @type {(inputs: Owner_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish`)
};

const es_owner_finish = /** @type {(inputs: Owner_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar`)
};

const fr_owner_finish = /** @type {(inputs: Owner_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminer`)
};

const de_owner_finish = /** @type {(inputs: Owner_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fertig`)
};

const pt_br2_owner_finish = /** @type {(inputs: Owner_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concluir`)
};

const it_owner_finish = /** @type {(inputs: Owner_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fine`)
};

const ar_owner_finish = /** @type {(inputs: Owner_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنهاء`)
};

/**
* | output |
* | --- |
* | "Finish" |
*
* @param {Owner_FinishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_finish = /** @type {((inputs?: Owner_FinishInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_FinishInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_finish(inputs)
	if (locale === "fr") return fr_owner_finish(inputs)
	if (locale === "de") return de_owner_finish(inputs)
	if (locale === "pt-BR") return pt_br2_owner_finish(inputs)
	if (locale === "it") return it_owner_finish(inputs)
	if (locale === "ar") return ar_owner_finish(inputs)
	return en_owner_finish(inputs)
});