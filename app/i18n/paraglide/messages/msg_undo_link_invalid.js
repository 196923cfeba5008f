/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Undo_Link_InvalidInputs */

const en_msg_undo_link_invalid = /** @type {(inputs: Msg_Undo_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired or was already used. Nothing was changed.`)
};

const es_msg_undo_link_invalid = /** @type {(inputs: Msg_Undo_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace ha caducado o ya se usó. No se cambió nada.`)
};

const fr_msg_undo_link_invalid = /** @type {(inputs: Msg_Undo_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien a expiré ou a déjà été utilisé. Rien n'a été modifié.`)
};

const de_msg_undo_link_invalid = /** @type {(inputs: Msg_Undo_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link ist abgelaufen oder wurde schon benutzt. Es wurde nichts geändert.`)
};

const pt_br2_msg_undo_link_invalid = /** @type {(inputs: Msg_Undo_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link expirou ou já foi usado. Nada foi alterado.`)
};

const it_msg_undo_link_invalid = /** @type {(inputs: Msg_Undo_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link è scaduto o è già stato usato. Non è stato cambiato nulla.`)
};

const ar_msg_undo_link_invalid = /** @type {(inputs: Msg_Undo_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت صلاحية هذا الرابط أو استُخدم من قبل. لم يتغير شيء.`)
};

/**
* | output |
* | --- |
* | "This link has expired or was already used. Nothing was changed." |
*
* @param {Msg_Undo_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_undo_link_invalid = /** @type {((inputs?: Msg_Undo_Link_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Undo_Link_InvalidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_undo_link_invalid(inputs)
	if (locale === "fr") return fr_msg_undo_link_invalid(inputs)
	if (locale === "de") return de_msg_undo_link_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_msg_undo_link_invalid(inputs)
	if (locale === "it") return it_msg_undo_link_invalid(inputs)
	if (locale === "ar") return ar_msg_undo_link_invalid(inputs)
	return en_msg_undo_link_invalid(inputs)
});