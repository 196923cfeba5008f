/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Title_RequiredInputs */

const en_owner_msg_title_required = /** @type {(inputs: Owner_Msg_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title required`)
};

const es_owner_msg_title_required = /** @type {(inputs: Owner_Msg_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título obligatorio`)
};

const fr_owner_msg_title_required = /** @type {(inputs: Owner_Msg_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre requis`)
};

const de_owner_msg_title_required = /** @type {(inputs: Owner_Msg_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel erforderlich`)
};

const pt_br2_owner_msg_title_required = /** @type {(inputs: Owner_Msg_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título obrigatório`)
};

const it_owner_msg_title_required = /** @type {(inputs: Owner_Msg_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titolo obbligatorio`)
};

const ar_owner_msg_title_required = /** @type {(inputs: Owner_Msg_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان مطلوب`)
};

/**
* | output |
* | --- |
* | "Title required" |
*
* @param {Owner_Msg_Title_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_title_required = /** @type {((inputs?: Owner_Msg_Title_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Title_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_title_required(inputs)
	if (locale === "fr") return fr_owner_msg_title_required(inputs)
	if (locale === "de") return de_owner_msg_title_required(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_title_required(inputs)
	if (locale === "it") return it_owner_msg_title_required(inputs)
	if (locale === "ar") return ar_owner_msg_title_required(inputs)
	return en_owner_msg_title_required(inputs)
});