/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_Lede_BeforeInputs */

const en_settings_delete_lede_before = /** @type {(inputs: Settings_Delete_Lede_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This removes your account, your page, its analytics and every photo, for good. Type`)
};

const es_settings_delete_lede_before = /** @type {(inputs: Settings_Delete_Lede_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto elimina tu cuenta, tu página, sus estadísticas y todas las fotos, para siempre. Escribe`)
};

const fr_settings_delete_lede_before = /** @type {(inputs: Settings_Delete_Lede_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cela supprime définitivement votre compte, votre page, ses statistiques et toutes les photos. Tapez`)
};

const de_settings_delete_lede_before = /** @type {(inputs: Settings_Delete_Lede_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das entfernt dein Konto, deine Seite, ihre Statistiken und alle Fotos endgültig. Gib`)
};

const pt_br2_settings_delete_lede_before = /** @type {(inputs: Settings_Delete_Lede_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isso remove sua conta, sua página, as estatísticas dela e todas as fotos, para sempre. Digite`)
};

const it_settings_delete_lede_before = /** @type {(inputs: Settings_Delete_Lede_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo rimuove per sempre il tuo account, la tua pagina, le sue statistiche e tutte le foto. Digita`)
};

const ar_settings_delete_lede_before = /** @type {(inputs: Settings_Delete_Lede_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يزيل هذا حسابك وصفحتك وإحصاءاتها وكل الصور نهائيًا. اكتب`)
};

/**
* | output |
* | --- |
* | "This removes your account, your page, its analytics and every photo, for good. Type" |
*
* @param {Settings_Delete_Lede_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_delete_lede_before = /** @type {((inputs?: Settings_Delete_Lede_BeforeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_Lede_BeforeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_delete_lede_before(inputs)
	if (locale === "fr") return fr_settings_delete_lede_before(inputs)
	if (locale === "de") return de_settings_delete_lede_before(inputs)
	if (locale === "pt-BR") return pt_br2_settings_delete_lede_before(inputs)
	if (locale === "it") return it_settings_delete_lede_before(inputs)
	if (locale === "ar") return ar_settings_delete_lede_before(inputs)
	return en_settings_delete_lede_before(inputs)
});