/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_GenreInputs */

const en_owner_msg_genre = /** @type {(inputs: Owner_Msg_GenreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick genres from the list`)
};

const es_owner_msg_genre = /** @type {(inputs: Owner_Msg_GenreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige géneros de la lista`)
};

const fr_owner_msg_genre = /** @type {(inputs: Owner_Msg_GenreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez des genres dans la liste`)
};

const de_owner_msg_genre = /** @type {(inputs: Owner_Msg_GenreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle Genres aus der Liste`)
};

const pt_br2_owner_msg_genre = /** @type {(inputs: Owner_Msg_GenreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha gêneros da lista`)
};

const it_owner_msg_genre = /** @type {(inputs: Owner_Msg_GenreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli i generi dall’elenco`)
};

const ar_owner_msg_genre = /** @type {(inputs: Owner_Msg_GenreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر الأنواع من القائمة`)
};

/**
* | output |
* | --- |
* | "Pick genres from the list" |
*
* @param {Owner_Msg_GenreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_genre = /** @type {((inputs?: Owner_Msg_GenreInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_GenreInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_genre(inputs)
	if (locale === "fr") return fr_owner_msg_genre(inputs)
	if (locale === "de") return de_owner_msg_genre(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_genre(inputs)
	if (locale === "it") return it_owner_msg_genre(inputs)
	if (locale === "ar") return ar_owner_msg_genre(inputs)
	return en_owner_msg_genre(inputs)
});