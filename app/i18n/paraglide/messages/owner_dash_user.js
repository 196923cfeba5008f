/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Dash_UserInputs */

const en_owner_dash_user = /** @type {(inputs: Owner_Dash_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User`)
};

const es_owner_dash_user = /** @type {(inputs: Owner_Dash_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuario`)
};

const fr_owner_dash_user = /** @type {(inputs: Owner_Dash_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateur`)
};

const de_owner_dash_user = /** @type {(inputs: Owner_Dash_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzer`)
};

const pt_br2_owner_dash_user = /** @type {(inputs: Owner_Dash_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuário`)
};

const it_owner_dash_user = /** @type {(inputs: Owner_Dash_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utente`)
};

const ar_owner_dash_user = /** @type {(inputs: Owner_Dash_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مستخدم`)
};

/**
* | output |
* | --- |
* | "User" |
*
* @param {Owner_Dash_UserInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_user = /** @type {((inputs?: Owner_Dash_UserInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_UserInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_user(inputs)
	if (locale === "fr") return fr_owner_dash_user(inputs)
	if (locale === "de") return de_owner_dash_user(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_user(inputs)
	if (locale === "it") return it_owner_dash_user(inputs)
	if (locale === "ar") return ar_owner_dash_user(inputs)
	return en_owner_dash_user(inputs)
});