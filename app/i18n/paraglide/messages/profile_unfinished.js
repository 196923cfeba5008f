/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_UnfinishedInputs */

const en_profile_unfinished = /** @type {(inputs: Profile_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is still being set up. Check back soon!`)
};

const es_profile_unfinished = /** @type {(inputs: Profile_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página aún se está preparando. ¡Vuelve pronto!`)
};

const fr_profile_unfinished = /** @type {(inputs: Profile_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page est encore en préparation. Revenez bientôt !`)
};

const de_profile_unfinished = /** @type {(inputs: Profile_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite wird noch eingerichtet. Schau bald wieder vorbei!`)
};

const pt_br2_profile_unfinished = /** @type {(inputs: Profile_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página ainda está sendo preparada. Volte em breve!`)
};

const it_profile_unfinished = /** @type {(inputs: Profile_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa pagina è ancora in preparazione. Torna presto!`)
};

const ar_profile_unfinished = /** @type {(inputs: Profile_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذه الصفحة قيد الإعداد. عد قريبًا!`)
};

/**
* | output |
* | --- |
* | "This page is still being set up. Check back soon!" |
*
* @param {Profile_UnfinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_unfinished = /** @type {((inputs?: Profile_UnfinishedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_UnfinishedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_unfinished(inputs)
	if (locale === "fr") return fr_profile_unfinished(inputs)
	if (locale === "de") return de_profile_unfinished(inputs)
	if (locale === "pt-BR") return pt_br2_profile_unfinished(inputs)
	if (locale === "it") return it_profile_unfinished(inputs)
	if (locale === "ar") return ar_profile_unfinished(inputs)
	return en_profile_unfinished(inputs)
});