/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_First_Name_RequiredInputs */

const en_owner_msg_first_name_required = /** @type {(inputs: Owner_Msg_First_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name required`)
};

const es_owner_msg_first_name_required = /** @type {(inputs: Owner_Msg_First_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre obligatorio`)
};

const fr_owner_msg_first_name_required = /** @type {(inputs: Owner_Msg_First_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom requis`)
};

const de_owner_msg_first_name_required = /** @type {(inputs: Owner_Msg_First_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname erforderlich`)
};

const pt_br2_owner_msg_first_name_required = /** @type {(inputs: Owner_Msg_First_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome obrigatório`)
};

const it_owner_msg_first_name_required = /** @type {(inputs: Owner_Msg_First_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome obbligatorio`)
};

const ar_owner_msg_first_name_required = /** @type {(inputs: Owner_Msg_First_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم الأول مطلوب`)
};

/**
* | output |
* | --- |
* | "First name required" |
*
* @param {Owner_Msg_First_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_first_name_required = /** @type {((inputs?: Owner_Msg_First_Name_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_First_Name_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_first_name_required(inputs)
	if (locale === "fr") return fr_owner_msg_first_name_required(inputs)
	if (locale === "de") return de_owner_msg_first_name_required(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_first_name_required(inputs)
	if (locale === "it") return it_owner_msg_first_name_required(inputs)
	if (locale === "ar") return ar_owner_msg_first_name_required(inputs)
	return en_owner_msg_first_name_required(inputs)
});