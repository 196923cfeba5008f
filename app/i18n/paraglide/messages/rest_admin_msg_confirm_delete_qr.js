/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Confirm_Delete_QrInputs */

const en_rest_admin_msg_confirm_delete_qr = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this QR code?`)
};

const es_rest_admin_msg_confirm_delete_qr = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro que quieres eliminar este código QR?`)
};

const fr_rest_admin_msg_confirm_delete_qr = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce QR code ?`)
};

const de_rest_admin_msg_confirm_delete_qr = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen QR-Code wirklich löschen?`)
};

const pt_br2_rest_admin_msg_confirm_delete_qr = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem certeza de que quer excluir este QR code?`)
};

const it_rest_admin_msg_confirm_delete_qr = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuoi davvero eliminare questo codice QR?`)
};

const ar_rest_admin_msg_confirm_delete_qr = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد حقًا حذف رمز QR هذا؟`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this QR code?" |
*
* @param {Rest_Admin_Msg_Confirm_Delete_QrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_confirm_delete_qr = /** @type {((inputs?: Rest_Admin_Msg_Confirm_Delete_QrInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Confirm_Delete_QrInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_confirm_delete_qr(inputs)
	if (locale === "fr") return fr_rest_admin_msg_confirm_delete_qr(inputs)
	if (locale === "de") return de_rest_admin_msg_confirm_delete_qr(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_confirm_delete_qr(inputs)
	if (locale === "it") return it_rest_admin_msg_confirm_delete_qr(inputs)
	if (locale === "ar") return ar_rest_admin_msg_confirm_delete_qr(inputs)
	return en_rest_admin_msg_confirm_delete_qr(inputs)
});