/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Tip_ChooseInputs */

const en_profile_tip_choose = /** @type {(inputs: Profile_Tip_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an amount or type one in.`)
};

const es_profile_tip_choose = /** @type {(inputs: Profile_Tip_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un importe o escribe uno.`)
};

const fr_profile_tip_choose = /** @type {(inputs: Profile_Tip_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un montant ou saisissez-en un.`)
};

const de_profile_tip_choose = /** @type {(inputs: Profile_Tip_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle einen Betrag oder gib einen ein.`)
};

const pt_br2_profile_tip_choose = /** @type {(inputs: Profile_Tip_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um valor ou digite um.`)
};

const it_profile_tip_choose = /** @type {(inputs: Profile_Tip_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli un importo o scrivine uno.`)
};

const ar_profile_tip_choose = /** @type {(inputs: Profile_Tip_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر مبلغًا أو اكتب واحدًا.`)
};

/**
* | output |
* | --- |
* | "Choose an amount or type one in." |
*
* @param {Profile_Tip_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_choose = /** @type {((inputs?: Profile_Tip_ChooseInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_ChooseInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_choose(inputs)
	if (locale === "fr") return fr_profile_tip_choose(inputs)
	if (locale === "de") return de_profile_tip_choose(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_choose(inputs)
	if (locale === "it") return it_profile_tip_choose(inputs)
	if (locale === "ar") return ar_profile_tip_choose(inputs)
	return en_profile_tip_choose(inputs)
});