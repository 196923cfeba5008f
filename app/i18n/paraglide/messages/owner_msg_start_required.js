/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Start_RequiredInputs */

const en_owner_msg_start_required = /** @type {(inputs: Owner_Msg_Start_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start required`)
};

const es_owner_msg_start_required = /** @type {(inputs: Owner_Msg_Start_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio obligatorio`)
};

const fr_owner_msg_start_required = /** @type {(inputs: Owner_Msg_Start_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Début requis`)
};

const de_owner_msg_start_required = /** @type {(inputs: Owner_Msg_Start_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn erforderlich`)
};

const pt_br2_owner_msg_start_required = /** @type {(inputs: Owner_Msg_Start_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início obrigatório`)
};

const it_owner_msg_start_required = /** @type {(inputs: Owner_Msg_Start_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inizio obbligatorio`)
};

const ar_owner_msg_start_required = /** @type {(inputs: Owner_Msg_Start_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البداية مطلوبة`)
};

/**
* | output |
* | --- |
* | "Start required" |
*
* @param {Owner_Msg_Start_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_start_required = /** @type {((inputs?: Owner_Msg_Start_RequiredInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Start_RequiredInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_start_required(inputs)
	if (locale === "fr") return fr_owner_msg_start_required(inputs)
	if (locale === "de") return de_owner_msg_start_required(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_start_required(inputs)
	if (locale === "it") return it_owner_msg_start_required(inputs)
	if (locale === "ar") return ar_owner_msg_start_required(inputs)
	return en_owner_msg_start_required(inputs)
});