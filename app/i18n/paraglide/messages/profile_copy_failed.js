/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Copy_FailedInputs */

const en_profile_copy_failed = /** @type {(inputs: Profile_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy. The link is in the address bar.`)
};

const es_profile_copy_failed = /** @type {(inputs: Profile_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar. El enlace está en la barra de direcciones.`)
};

const fr_profile_copy_failed = /** @type {(inputs: Profile_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copie impossible. Le lien est dans la barre d'adresse.`)
};

const de_profile_copy_failed = /** @type {(inputs: Profile_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopieren fehlgeschlagen. Der Link steht in der Adressleiste.`)
};

const pt_br2_profile_copy_failed = /** @type {(inputs: Profile_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível copiar. O link está na barra de endereço.`)
};

const it_profile_copy_failed = /** @type {(inputs: Profile_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile copiare. Il link è nella barra degli indirizzi.`)
};

const ar_profile_copy_failed = /** @type {(inputs: Profile_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذر النسخ. الرابط في شريط العنوان.`)
};

/**
* | output |
* | --- |
* | "Could not copy. The link is in the address bar." |
*
* @param {Profile_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_copy_failed = /** @type {((inputs?: Profile_Copy_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Copy_FailedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_copy_failed(inputs)
	if (locale === "fr") return fr_profile_copy_failed(inputs)
	if (locale === "de") return de_profile_copy_failed(inputs)
	if (locale === "pt-BR") return pt_br2_profile_copy_failed(inputs)
	if (locale === "it") return it_profile_copy_failed(inputs)
	if (locale === "ar") return ar_profile_copy_failed(inputs)
	return en_profile_copy_failed(inputs)
});