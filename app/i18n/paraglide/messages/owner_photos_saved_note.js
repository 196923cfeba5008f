/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Photos_Saved_NoteInputs */

const en_owner_photos_saved_note = /** @type {(inputs: Owner_Photos_Saved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved to your page as soon as each upload finishes.`)
};

const es_owner_photos_saved_note = /** @type {(inputs: Owner_Photos_Saved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se guarda en tu página en cuanto termina cada subida.`)
};

const fr_owner_photos_saved_note = /** @type {(inputs: Owner_Photos_Saved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré sur votre page dès la fin de chaque envoi.`)
};

const de_owner_photos_saved_note = /** @type {(inputs: Owner_Photos_Saved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird auf deiner Seite gespeichert, sobald ein Upload fertig ist.`)
};

const pt_br2_owner_photos_saved_note = /** @type {(inputs: Owner_Photos_Saved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvo na sua página assim que cada envio termina.`)
};

const it_owner_photos_saved_note = /** @type {(inputs: Owner_Photos_Saved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvato sulla tua pagina appena finisce ogni caricamento.`)
};

const ar_owner_photos_saved_note = /** @type {(inputs: Owner_Photos_Saved_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُحفظ على صفحتك فور انتهاء كل عملية رفع.`)
};

/**
* | output |
* | --- |
* | "Saved to your page as soon as each upload finishes." |
*
* @param {Owner_Photos_Saved_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_photos_saved_note = /** @type {((inputs?: Owner_Photos_Saved_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Photos_Saved_NoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_photos_saved_note(inputs)
	if (locale === "fr") return fr_owner_photos_saved_note(inputs)
	if (locale === "de") return de_owner_photos_saved_note(inputs)
	if (locale === "pt-BR") return pt_br2_owner_photos_saved_note(inputs)
	if (locale === "it") return it_owner_photos_saved_note(inputs)
	if (locale === "ar") return ar_owner_photos_saved_note(inputs)
	return en_owner_photos_saved_note(inputs)
});