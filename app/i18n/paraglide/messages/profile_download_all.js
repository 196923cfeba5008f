/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Download_AllInputs */

const en_profile_download_all = /** @type {(inputs: Profile_Download_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`download all events (.ics)`)
};

const es_profile_download_all = /** @type {(inputs: Profile_Download_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`descarga todos los eventos (.ics)`)
};

const fr_profile_download_all = /** @type {(inputs: Profile_Download_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`téléchargez tous les événements (.ics)`)
};

const de_profile_download_all = /** @type {(inputs: Profile_Download_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`alle Termine herunterladen (.ics)`)
};

const pt_br2_profile_download_all = /** @type {(inputs: Profile_Download_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`baixe todos os eventos (.ics)`)
};

const it_profile_download_all = /** @type {(inputs: Profile_Download_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`scarica tutti gli eventi (.ics)`)
};

const ar_profile_download_all = /** @type {(inputs: Profile_Download_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نزّل كل الفعاليات (.ics)`)
};

/**
* | output |
* | --- |
* | "download all events (.ics)" |
*
* @param {Profile_Download_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_download_all = /** @type {((inputs?: Profile_Download_AllInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Download_AllInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_download_all(inputs)
	if (locale === "fr") return fr_profile_download_all(inputs)
	if (locale === "de") return de_profile_download_all(inputs)
	if (locale === "pt-BR") return pt_br2_profile_download_all(inputs)
	if (locale === "it") return it_profile_download_all(inputs)
	if (locale === "ar") return ar_profile_download_all(inputs)
	return en_profile_download_all(inputs)
});