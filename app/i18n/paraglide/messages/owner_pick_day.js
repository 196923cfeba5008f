/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Pick_DayInputs */

const en_owner_pick_day = /** @type {(inputs: Owner_Pick_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a day to add an event.`)
};

const es_owner_pick_day = /** @type {(inputs: Owner_Pick_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un día para añadir un evento.`)
};

const fr_owner_pick_day = /** @type {(inputs: Owner_Pick_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un jour pour ajouter un événement.`)
};

const de_owner_pick_day = /** @type {(inputs: Owner_Pick_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle einen Tag, um eine Veranstaltung hinzuzufügen.`)
};

const pt_br2_owner_pick_day = /** @type {(inputs: Owner_Pick_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um dia para adicionar um evento.`)
};

const it_owner_pick_day = /** @type {(inputs: Owner_Pick_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli un giorno per aggiungere un evento.`)
};

const ar_owner_pick_day = /** @type {(inputs: Owner_Pick_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر يومًا لإضافة فعالية.`)
};

/**
* | output |
* | --- |
* | "Pick a day to add an event." |
*
* @param {Owner_Pick_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_pick_day = /** @type {((inputs?: Owner_Pick_DayInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Pick_DayInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_pick_day(inputs)
	if (locale === "fr") return fr_owner_pick_day(inputs)
	if (locale === "de") return de_owner_pick_day(inputs)
	if (locale === "pt-BR") return pt_br2_owner_pick_day(inputs)
	if (locale === "it") return it_owner_pick_day(inputs)
	if (locale === "ar") return ar_owner_pick_day(inputs)
	return en_owner_pick_day(inputs)
});