/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Address_Pick_HintInputs */

const en_owner_address_pick_hint = /** @type {(inputs: Owner_Address_Pick_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a suggestion to fill the address, or type it below.`)
};

const es_owner_address_pick_hint = /** @type {(inputs: Owner_Address_Pick_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una sugerencia para rellenar la dirección, o escríbela abajo.`)
};

const fr_owner_address_pick_hint = /** @type {(inputs: Owner_Address_Pick_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une suggestion pour remplir l’adresse, ou tapez-la ci-dessous.`)
};

const de_owner_address_pick_hint = /** @type {(inputs: Owner_Address_Pick_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle einen Vorschlag, um die Adresse auszufüllen, oder tippe sie unten ein.`)
};

const pt_br2_owner_address_pick_hint = /** @type {(inputs: Owner_Address_Pick_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma sugestão para preencher o endereço, ou digite abaixo.`)
};

const it_owner_address_pick_hint = /** @type {(inputs: Owner_Address_Pick_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli un suggerimento per compilare l’indirizzo, o scrivilo qui sotto.`)
};

const ar_owner_address_pick_hint = /** @type {(inputs: Owner_Address_Pick_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر اقتراحًا لملء العنوان، أو اكتبه أدناه.`)
};

/**
* | output |
* | --- |
* | "Pick a suggestion to fill the address, or type it below." |
*
* @param {Owner_Address_Pick_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_address_pick_hint = /** @type {((inputs?: Owner_Address_Pick_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Address_Pick_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_address_pick_hint(inputs)
	if (locale === "fr") return fr_owner_address_pick_hint(inputs)
	if (locale === "de") return de_owner_address_pick_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_address_pick_hint(inputs)
	if (locale === "it") return it_owner_address_pick_hint(inputs)
	if (locale === "ar") return ar_owner_address_pick_hint(inputs)
	return en_owner_address_pick_hint(inputs)
});