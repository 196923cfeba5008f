/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Not_ImageInputs */

const en_owner_msg_not_image = /** @type {(inputs: Owner_Msg_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only image files can be uploaded`)
};

const es_owner_msg_not_image = /** @type {(inputs: Owner_Msg_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se pueden subir imágenes`)
};

const fr_owner_msg_not_image = /** @type {(inputs: Owner_Msg_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seules les images peuvent être envoyées`)
};

const de_owner_msg_not_image = /** @type {(inputs: Owner_Msg_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Bilddateien können hochgeladen werden`)
};

const pt_br2_owner_msg_not_image = /** @type {(inputs: Owner_Msg_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só é possível enviar imagens`)
};

const it_owner_msg_not_image = /** @type {(inputs: Owner_Msg_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si possono caricare solo immagini`)
};

const ar_owner_msg_not_image = /** @type {(inputs: Owner_Msg_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يمكن رفع ملفات الصور فقط`)
};

/**
* | output |
* | --- |
* | "Only image files can be uploaded" |
*
* @param {Owner_Msg_Not_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_not_image = /** @type {((inputs?: Owner_Msg_Not_ImageInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Not_ImageInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_not_image(inputs)
	if (locale === "fr") return fr_owner_msg_not_image(inputs)
	if (locale === "de") return de_owner_msg_not_image(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_not_image(inputs)
	if (locale === "it") return it_owner_msg_not_image(inputs)
	if (locale === "ar") return ar_owner_msg_not_image(inputs)
	return en_owner_msg_not_image(inputs)
});