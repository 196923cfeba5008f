/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Photo_Not_RemovedInputs */

const en_owner_msg_photo_not_removed = /** @type {(inputs: Owner_Msg_Photo_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photo could not be removed. Try again.`)
};

const es_owner_msg_photo_not_removed = /** @type {(inputs: Owner_Msg_Photo_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo quitar la foto. Inténtalo de nuevo.`)
};

const fr_owner_msg_photo_not_removed = /** @type {(inputs: Owner_Msg_Photo_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de retirer la photo. Réessayez.`)
};

const de_owner_msg_photo_not_removed = /** @type {(inputs: Owner_Msg_Photo_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Foto konnte nicht entfernt werden. Versuch es noch einmal.`)
};

const pt_br2_owner_msg_photo_not_removed = /** @type {(inputs: Owner_Msg_Photo_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível remover a foto. Tente de novo.`)
};

const it_owner_msg_photo_not_removed = /** @type {(inputs: Owner_Msg_Photo_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile rimuovere la foto. Riprova.`)
};

const ar_owner_msg_photo_not_removed = /** @type {(inputs: Owner_Msg_Photo_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّرت إزالة الصورة. حاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "The photo could not be removed. Try again." |
*
* @param {Owner_Msg_Photo_Not_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_photo_not_removed = /** @type {((inputs?: Owner_Msg_Photo_Not_RemovedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Photo_Not_RemovedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_photo_not_removed(inputs)
	if (locale === "fr") return fr_owner_msg_photo_not_removed(inputs)
	if (locale === "de") return de_owner_msg_photo_not_removed(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_photo_not_removed(inputs)
	if (locale === "it") return it_owner_msg_photo_not_removed(inputs)
	if (locale === "ar") return ar_owner_msg_photo_not_removed(inputs)
	return en_owner_msg_photo_not_removed(inputs)
});