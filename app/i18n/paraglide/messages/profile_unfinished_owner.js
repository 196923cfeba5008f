/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Unfinished_OwnerInputs */

const en_profile_unfinished_owner = /** @type {(inputs: Profile_Unfinished_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your page is not finished yet.`)
};

const es_profile_unfinished_owner = /** @type {(inputs: Profile_Unfinished_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu página aún no está terminada.`)
};

const fr_profile_unfinished_owner = /** @type {(inputs: Profile_Unfinished_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre page n'est pas encore terminée.`)
};

const de_profile_unfinished_owner = /** @type {(inputs: Profile_Unfinished_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Seite ist noch nicht fertig.`)
};

const pt_br2_profile_unfinished_owner = /** @type {(inputs: Profile_Unfinished_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua página ainda não está pronta.`)
};

const it_profile_unfinished_owner = /** @type {(inputs: Profile_Unfinished_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua pagina non è ancora finita.`)
};

const ar_profile_unfinished_owner = /** @type {(inputs: Profile_Unfinished_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحتك لم تكتمل بعد.`)
};

/**
* | output |
* | --- |
* | "Your page is not finished yet." |
*
* @param {Profile_Unfinished_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_unfinished_owner = /** @type {((inputs?: Profile_Unfinished_OwnerInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Unfinished_OwnerInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_unfinished_owner(inputs)
	if (locale === "fr") return fr_profile_unfinished_owner(inputs)
	if (locale === "de") return de_profile_unfinished_owner(inputs)
	if (locale === "pt-BR") return pt_br2_profile_unfinished_owner(inputs)
	if (locale === "it") return it_profile_unfinished_owner(inputs)
	if (locale === "ar") return ar_profile_unfinished_owner(inputs)
	return en_profile_unfinished_owner(inputs)
});