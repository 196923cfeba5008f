/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Account_DeletedInputs */

const en_msg_account_deleted = /** @type {(inputs: Msg_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account was deleted: your page, its analytics and every photo are gone.`)
};

const es_msg_account_deleted = /** @type {(inputs: Msg_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta se eliminó: tu página, sus estadísticas y todas las fotos ya no existen.`)
};

const fr_msg_account_deleted = /** @type {(inputs: Msg_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte a été supprimé : votre page, ses statistiques et toutes les photos ont disparu.`)
};

const de_msg_account_deleted = /** @type {(inputs: Msg_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto wurde gelöscht: Deine Seite, ihre Statistiken und alle Fotos sind weg.`)
};

const pt_br2_msg_account_deleted = /** @type {(inputs: Msg_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua conta foi excluída: sua página, as estatísticas dela e todas as fotos foram apagadas.`)
};

const it_msg_account_deleted = /** @type {(inputs: Msg_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo account è stato eliminato: la tua pagina, le sue statistiche e tutte le foto non ci sono più.`)
};

const ar_msg_account_deleted = /** @type {(inputs: Msg_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم حذف حسابك: اختفت صفحتك وإحصاءاتها وكل الصور.`)
};

/**
* | output |
* | --- |
* | "Your account was deleted: your page, its analytics and every photo are gone." |
*
* @param {Msg_Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const msg_account_deleted = /** @type {((inputs?: Msg_Account_DeletedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Account_DeletedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_msg_account_deleted(inputs)
	if (locale === "fr") return fr_msg_account_deleted(inputs)
	if (locale === "de") return de_msg_account_deleted(inputs)
	if (locale === "pt-BR") return pt_br2_msg_account_deleted(inputs)
	if (locale === "it") return it_msg_account_deleted(inputs)
	if (locale === "ar") return ar_msg_account_deleted(inputs)
	return en_msg_account_deleted(inputs)
});