/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Download_LedeInputs */

const en_settings_download_lede = /** @type {(inputs: Settings_Download_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile with the addresses of your photos, and your page's analytics.`)
};

const es_settings_download_lede = /** @type {(inputs: Settings_Download_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu perfil con las direcciones de tus fotos y las estadísticas de tu página.`)
};

const fr_settings_download_lede = /** @type {(inputs: Settings_Download_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre profil avec les adresses de vos photos, et les statistiques de votre page.`)
};

const de_settings_download_lede = /** @type {(inputs: Settings_Download_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Profil mit den Adressen deiner Fotos und die Statistiken deiner Seite.`)
};

const pt_br2_settings_download_lede = /** @type {(inputs: Settings_Download_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu perfil com os endereços das suas fotos e as estatísticas da sua página.`)
};

const it_settings_download_lede = /** @type {(inputs: Settings_Download_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo profilo con gli indirizzi delle tue foto e le statistiche della tua pagina.`)
};

const ar_settings_download_lede = /** @type {(inputs: Settings_Download_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملفك التعريفي مع عناوين صورك، وإحصاءات صفحتك.`)
};

/**
* | output |
* | --- |
* | "Your profile with the addresses of your photos, and your page's analytics." |
*
* @param {Settings_Download_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_download_lede = /** @type {((inputs?: Settings_Download_LedeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Download_LedeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_download_lede(inputs)
	if (locale === "fr") return fr_settings_download_lede(inputs)
	if (locale === "de") return de_settings_download_lede(inputs)
	if (locale === "pt-BR") return pt_br2_settings_download_lede(inputs)
	if (locale === "it") return it_settings_download_lede(inputs)
	if (locale === "ar") return ar_settings_download_lede(inputs)
	return en_settings_download_lede(inputs)
});