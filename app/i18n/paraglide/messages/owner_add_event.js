/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Add_EventInputs */

const en_owner_add_event = /** @type {(inputs: Owner_Add_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add event`)
};

const es_owner_add_event = /** @type {(inputs: Owner_Add_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir evento`)
};

const fr_owner_add_event = /** @type {(inputs: Owner_Add_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter`)
};

const de_owner_add_event = /** @type {(inputs: Owner_Add_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzufügen`)
};

const pt_br2_owner_add_event = /** @type {(inputs: Owner_Add_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar evento`)
};

const it_owner_add_event = /** @type {(inputs: Owner_Add_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi evento`)
};

const ar_owner_add_event = /** @type {(inputs: Owner_Add_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة الفعالية`)
};

/**
* | output |
* | --- |
* | "Add event" |
*
* @param {Owner_Add_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_add_event = /** @type {((inputs?: Owner_Add_EventInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Add_EventInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_add_event(inputs)
	if (locale === "fr") return fr_owner_add_event(inputs)
	if (locale === "de") return de_owner_add_event(inputs)
	if (locale === "pt-BR") return pt_br2_owner_add_event(inputs)
	if (locale === "it") return it_owner_add_event(inputs)
	if (locale === "ar") return ar_owner_add_event(inputs)
	return en_owner_add_event(inputs)
});