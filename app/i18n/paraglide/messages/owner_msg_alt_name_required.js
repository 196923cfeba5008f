/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Alt_Name_RequiredInputs */

const en_owner_msg_alt_name_required = /** @type {(inputs: Owner_Msg_Alt_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alt / stage name required`)
};

const es_owner_msg_alt_name_required = /** @type {(inputs: Owner_Msg_Alt_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre artístico obligatorio`)
};

const fr_owner_msg_alt_name_required = /** @type {(inputs: Owner_Msg_Alt_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de scène requis`)
};

const de_owner_msg_alt_name_required = /** @type {(inputs: Owner_Msg_Alt_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Künstlername erforderlich`)
};

const pt_br2_owner_msg_alt_name_required = /** @type {(inputs: Owner_Msg_Alt_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome artístico obrigatório`)
};

const it_owner_msg_alt_name_required = /** @type {(inputs: Owner_Msg_Alt_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome d’arte obbligatorio`)
};

const ar_owner_msg_alt_name_required = /** @type {(inputs: Owner_Msg_Alt_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم الفني مطلوب`)
};

/**
* | output |
* | --- |
* | "Alt / stage name required" |
*
* @param {Owner_Msg_Alt_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_alt_name_required = /** @type {((inputs?: Owner_Msg_Alt_Name_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Alt_Name_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_alt_name_required(inputs)
	if (locale === "fr") return fr_owner_msg_alt_name_required(inputs)
	if (locale === "de") return de_owner_msg_alt_name_required(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_alt_name_required(inputs)
	if (locale === "it") return it_owner_msg_alt_name_required(inputs)
	if (locale === "ar") return ar_owner_msg_alt_name_required(inputs)
	return en_owner_msg_alt_name_required(inputs)
});