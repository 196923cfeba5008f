/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Alt_Name_HintInputs */

const en_owner_alt_name_hint = /** @type {(inputs: Owner_Alt_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The name your audience knows you by.`)
};

const es_owner_alt_name_hint = /** @type {(inputs: Owner_Alt_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre con el que te conoce tu público.`)
};

const fr_owner_alt_name_hint = /** @type {(inputs: Owner_Alt_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom sous lequel votre public vous connaît.`)
};

const de_owner_alt_name_hint = /** @type {(inputs: Owner_Alt_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Name, unter dem dein Publikum dich kennt.`)
};

const pt_br2_owner_alt_name_hint = /** @type {(inputs: Owner_Alt_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O nome pelo qual seu público te conhece.`)
};

const it_owner_alt_name_hint = /** @type {(inputs: Owner_Alt_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il nome con cui ti conosce il tuo pubblico.`)
};

const ar_owner_alt_name_hint = /** @type {(inputs: Owner_Alt_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم الذي يعرفك به جمهورك.`)
};

/**
* | output |
* | --- |
* | "The name your audience knows you by." |
*
* @param {Owner_Alt_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_alt_name_hint = /** @type {((inputs?: Owner_Alt_Name_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Alt_Name_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_alt_name_hint(inputs)
	if (locale === "fr") return fr_owner_alt_name_hint(inputs)
	if (locale === "de") return de_owner_alt_name_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_alt_name_hint(inputs)
	if (locale === "it") return it_owner_alt_name_hint(inputs)
	if (locale === "ar") return ar_owner_alt_name_hint(inputs)
	return en_owner_alt_name_hint(inputs)
});