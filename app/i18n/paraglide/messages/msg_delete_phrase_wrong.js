/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Delete_Phrase_WrongInputs */

const en_msg_delete_phrase_wrong = /** @type {(inputs: Msg_Delete_Phrase_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the words "delete my account" to confirm`)
};

const es_msg_delete_phrase_wrong = /** @type {(inputs: Msg_Delete_Phrase_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe las palabras "eliminar mi cuenta" para confirmar`)
};

const fr_msg_delete_phrase_wrong = /** @type {(inputs: Msg_Delete_Phrase_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapez les mots « supprimer mon compte » pour confirmer`)
};

const de_msg_delete_phrase_wrong = /** @type {(inputs: Msg_Delete_Phrase_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib die Wörter „mein Konto löschen“ ein, um zu bestätigen`)
};

const pt_br2_msg_delete_phrase_wrong = /** @type {(inputs: Msg_Delete_Phrase_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite as palavras "excluir minha conta" para confirmar`)
};

const it_msg_delete_phrase_wrong = /** @type {(inputs: Msg_Delete_Phrase_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digita le parole "elimina il mio account" per confermare`)
};

const ar_msg_delete_phrase_wrong = /** @type {(inputs: Msg_Delete_Phrase_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اكتب الكلمات "احذف حسابي" للتأكيد`)
};

/**
* | output |
* | --- |
* | "Type the words \"delete my account\" to confirm" |
*
* @param {Msg_Delete_Phrase_WrongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_delete_phrase_wrong = /** @type {((inputs?: Msg_Delete_Phrase_WrongInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Delete_Phrase_WrongInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_delete_phrase_wrong(inputs)
	if (locale === "fr") return fr_msg_delete_phrase_wrong(inputs)
	if (locale === "de") return de_msg_delete_phrase_wrong(inputs)
	if (locale === "pt-BR") return pt_br2_msg_delete_phrase_wrong(inputs)
	if (locale === "it") return it_msg_delete_phrase_wrong(inputs)
	if (locale === "ar") return ar_msg_delete_phrase_wrong(inputs)
	return en_msg_delete_phrase_wrong(inputs)
});