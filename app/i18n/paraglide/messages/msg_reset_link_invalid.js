/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Reset_Link_InvalidInputs */

const en_msg_reset_link_invalid = /** @type {(inputs: Msg_Reset_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This reset link has expired or was already used. Ask for a new one.`)
};

const es_msg_reset_link_invalid = /** @type {(inputs: Msg_Reset_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de restablecimiento ha caducado o ya se usó. Pide uno nuevo.`)
};

const fr_msg_reset_link_invalid = /** @type {(inputs: Msg_Reset_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de réinitialisation a expiré ou a déjà été utilisé. Demandez-en un nouveau.`)
};

const de_msg_reset_link_invalid = /** @type {(inputs: Msg_Reset_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link zum Zurücksetzen ist abgelaufen oder wurde schon benutzt. Fordere einen neuen an.`)
};

const pt_br2_msg_reset_link_invalid = /** @type {(inputs: Msg_Reset_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link de redefinição expirou ou já foi usado. Peça um novo.`)
};

const it_msg_reset_link_invalid = /** @type {(inputs: Msg_Reset_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link di reimpostazione è scaduto o è già stato usato. Chiedine uno nuovo.`)
};

const ar_msg_reset_link_invalid = /** @type {(inputs: Msg_Reset_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت صلاحية رابط إعادة التعيين هذا أو استُخدم من قبل. اطلب رابطًا جديدًا.`)
};

/**
* | output |
* | --- |
* | "This reset link has expired or was already used. Ask for a new one." |
*
* @param {Msg_Reset_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_reset_link_invalid = /** @type {((inputs?: Msg_Reset_Link_InvalidInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Reset_Link_InvalidInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_reset_link_invalid(inputs)
	if (locale === "fr") return fr_msg_reset_link_invalid(inputs)
	if (locale === "de") return de_msg_reset_link_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_msg_reset_link_invalid(inputs)
	if (locale === "it") return it_msg_reset_link_invalid(inputs)
	if (locale === "ar") return ar_msg_reset_link_invalid(inputs)
	return en_msg_reset_link_invalid(inputs)
});