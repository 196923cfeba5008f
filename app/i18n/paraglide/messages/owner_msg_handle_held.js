/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Handle_HeldInputs */

const en_owner_msg_handle_held = /** @type {(inputs: Owner_Msg_Handle_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That short link was given up recently and is held for its last owner; please choose another`)
};

const es_owner_msg_handle_held = /** @type {(inputs: Owner_Msg_Handle_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese enlace corto se liberó hace poco y se guarda para su último dueño; elige otro`)
};

const fr_owner_msg_handle_held = /** @type {(inputs: Owner_Msg_Handle_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien court a été libéré récemment et reste réservé à son dernier titulaire ; choisissez-en un autre`)
};

const de_owner_msg_handle_held = /** @type {(inputs: Owner_Msg_Handle_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Kurzlink wurde kürzlich aufgegeben und bleibt für seinen letzten Inhaber reserviert; bitte wähle einen anderen`)
};

const pt_br2_owner_msg_handle_held = /** @type {(inputs: Owner_Msg_Handle_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse link curto foi liberado há pouco e está guardado para o último dono; escolha outro`)
};

const it_owner_msg_handle_held = /** @type {(inputs: Owner_Msg_Handle_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link breve è stato lasciato da poco ed è tenuto per il suo ultimo titolare; scegline un altro`)
};

const ar_owner_msg_handle_held = /** @type {(inputs: Owner_Msg_Handle_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُخلِّي عن هذا الرابط القصير مؤخرًا وهو محجوز لمالكه الأخير؛ اختر رابطًا آخر`)
};

/**
* | output |
* | --- |
* | "That short link was given up recently and is held for its last owner; please choose another" |
*
* @param {Owner_Msg_Handle_HeldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_msg_handle_held = /** @type {((inputs?: Owner_Msg_Handle_HeldInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Handle_HeldInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_handle_held(inputs)
	if (locale === "fr") return fr_owner_msg_handle_held(inputs)
	if (locale === "de") return de_owner_msg_handle_held(inputs)
	if (locale === "pt-BR") return pt_br2_owner_msg_handle_held(inputs)
	if (locale === "it") return it_owner_msg_handle_held(inputs)
	if (locale === "ar") return ar_owner_msg_handle_held(inputs)
	return en_owner_msg_handle_held(inputs)
});