/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Admin_Msg_Confirm_Delete_UserInputs */

const en_rest_admin_msg_confirm_delete_user = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this user?`)
};

const es_rest_admin_msg_confirm_delete_user = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro que quieres eliminar este usuario?`)
};

const fr_rest_admin_msg_confirm_delete_user = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer cet utilisateur ?`)
};

const de_rest_admin_msg_confirm_delete_user = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Nutzer wirklich löschen?`)
};

const pt_br2_rest_admin_msg_confirm_delete_user = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem certeza de que quer excluir este usuário?`)
};

const it_rest_admin_msg_confirm_delete_user = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuoi davvero eliminare questo utente?`)
};

const ar_rest_admin_msg_confirm_delete_user = /** @type {(inputs: Rest_Admin_Msg_Confirm_Delete_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل تريد حقًا حذف هذا المستخدم؟`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this user?" |
*
* @param {Rest_Admin_Msg_Confirm_Delete_UserInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_admin_msg_confirm_delete_user = /** @type {((inputs?: Rest_Admin_Msg_Confirm_Delete_UserInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Admin_Msg_Confirm_Delete_UserInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_admin_msg_confirm_delete_user(inputs)
	if (locale === "fr") return fr_rest_admin_msg_confirm_delete_user(inputs)
	if (locale === "de") return de_rest_admin_msg_confirm_delete_user(inputs)
	if (locale === "pt-BR") return pt_br2_rest_admin_msg_confirm_delete_user(inputs)
	if (locale === "it") return it_rest_admin_msg_confirm_delete_user(inputs)
	if (locale === "ar") return ar_rest_admin_msg_confirm_delete_user(inputs)
	return en_rest_admin_msg_confirm_delete_user(inputs)
});