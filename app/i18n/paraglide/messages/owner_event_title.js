/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Event_TitleInputs */

const en_owner_event_title = /** @type {(inputs: Owner_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

const es_owner_event_title = /** @type {(inputs: Owner_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

const fr_owner_event_title = /** @type {(inputs: Owner_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre`)
};

const de_owner_event_title = /** @type {(inputs: Owner_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel`)
};

const pt_br2_owner_event_title = /** @type {(inputs: Owner_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

const it_owner_event_title = /** @type {(inputs: Owner_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titolo`)
};

const ar_owner_event_title = /** @type {(inputs: Owner_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان`)
};

/**
* | output |
* | --- |
* | "Title" |
*
* @param {Owner_Event_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_event_title = /** @type {((inputs?: Owner_Event_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Event_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_event_title(inputs)
	if (locale === "fr") return fr_owner_event_title(inputs)
	if (locale === "de") return de_owner_event_title(inputs)
	if (locale === "pt-BR") return pt_br2_owner_event_title(inputs)
	if (locale === "it") return it_owner_event_title(inputs)
	if (locale === "ar") return ar_owner_event_title(inputs)
	return en_owner_event_title(inputs)
});