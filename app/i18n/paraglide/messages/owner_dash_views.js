/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Dash_ViewsInputs */

const en_owner_dash_views = /** @type {(inputs: Owner_Dash_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile Views`)
};

const es_owner_dash_views = /** @type {(inputs: Owner_Dash_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas al perfil`)
};

const fr_owner_dash_views = /** @type {(inputs: Owner_Dash_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues du profil`)
};

const de_owner_dash_views = /** @type {(inputs: Owner_Dash_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilaufrufe`)
};

const pt_br2_owner_dash_views = /** @type {(inputs: Owner_Dash_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas ao perfil`)
};

const it_owner_dash_views = /** @type {(inputs: Owner_Dash_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite al profilo`)
};

const ar_owner_dash_views = /** @type {(inputs: Owner_Dash_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مشاهدات الملف`)
};

/**
* | output |
* | --- |
* | "Profile Views" |
*
* @param {Owner_Dash_ViewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_views = /** @type {((inputs?: Owner_Dash_ViewsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_ViewsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_views(inputs)
	if (locale === "fr") return fr_owner_dash_views(inputs)
	if (locale === "de") return de_owner_dash_views(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_views(inputs)
	if (locale === "it") return it_owner_dash_views(inputs)
	if (locale === "ar") return ar_owner_dash_views(inputs)
	return en_owner_dash_views(inputs)
});