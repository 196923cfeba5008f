/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Step_RequiredInputs */

const en_owner_step_required = /** @type {(inputs: Owner_Step_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required Info`)
};

const es_owner_step_required = /** @type {(inputs: Owner_Step_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos obligatorios`)
};

const fr_owner_step_required = /** @type {(inputs: Owner_Step_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Infos requises`)
};

const de_owner_step_required = /** @type {(inputs: Owner_Step_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflichtangaben`)
};

const pt_br2_owner_step_required = /** @type {(inputs: Owner_Step_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dados obrigatórios`)
};

const it_owner_step_required = /** @type {(inputs: Owner_Step_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dati obbligatori`)
};

const ar_owner_step_required = /** @type {(inputs: Owner_Step_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المعلومات المطلوبة`)
};

/**
* | output |
* | --- |
* | "Required Info" |
*
* @param {Owner_Step_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_step_required = /** @type {((inputs?: Owner_Step_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Step_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_step_required(inputs)
	if (locale === "fr") return fr_owner_step_required(inputs)
	if (locale === "de") return de_owner_step_required(inputs)
	if (locale === "pt-BR") return pt_br2_owner_step_required(inputs)
	if (locale === "it") return it_owner_step_required(inputs)
	if (locale === "ar") return ar_owner_step_required(inputs)
	return en_owner_step_required(inputs)
});