/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Owner_Pick_Day_MaxInputs */

const en_owner_pick_day_max = /** @type {(inputs: Owner_Pick_Day_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pick a day to add an event (at most ${i?.max}).`)
};

const es_owner_pick_day_max = /** @type {(inputs: Owner_Pick_Day_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elige un día para añadir un evento (como máximo ${i?.max}).`)
};

const fr_owner_pick_day_max = /** @type {(inputs: Owner_Pick_Day_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez un jour pour ajouter un événement (${i?.max} au plus).`)
};

const de_owner_pick_day_max = /** @type {(inputs: Owner_Pick_Day_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wähle einen Tag, um eine Veranstaltung hinzuzufügen (höchstens ${i?.max}).`)
};

const pt_br2_owner_pick_day_max = /** @type {(inputs: Owner_Pick_Day_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escolha um dia para adicionar um evento (no máximo ${i?.max}).`)
};

const it_owner_pick_day_max = /** @type {(inputs: Owner_Pick_Day_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scegli un giorno per aggiungere un evento (al massimo ${i?.max}).`)
};

const ar_owner_pick_day_max = /** @type {(inputs: Owner_Pick_Day_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اختر يومًا لإضافة فعالية (${i?.max} كحد أقصى).`)
};

/**
* | output |
* | --- |
* | "Pick a day to add an event (at most {max})." |
*
* @param {Owner_Pick_Day_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_pick_day_max = /** @type {((inputs: Owner_Pick_Day_MaxInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Pick_Day_MaxInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_pick_day_max(inputs)
	if (locale === "fr") return fr_owner_pick_day_max(inputs)
	if (locale === "de") return de_owner_pick_day_max(inputs)
	if (locale === "pt-BR") return pt_br2_owner_pick_day_max(inputs)
	if (locale === "it") return it_owner_pick_day_max(inputs)
	if (locale === "ar") return ar_owner_pick_day_max(inputs)
	return en_owner_pick_day_max(inputs)
});