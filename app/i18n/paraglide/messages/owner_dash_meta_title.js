/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Dash_Meta_TitleInputs */

const en_owner_dash_meta_title = /** @type {(inputs: Owner_Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics Dashboard · Tipped`)
};

const es_owner_dash_meta_title = /** @type {(inputs: Owner_Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel de estadísticas · Tipped`)
};

const fr_owner_dash_meta_title = /** @type {(inputs: Owner_Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord · Tipped`)
};

const de_owner_dash_meta_title = /** @type {(inputs: Owner_Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistik-Dashboard · Tipped`)
};

const pt_br2_owner_dash_meta_title = /** @type {(inputs: Owner_Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Painel de estatísticas · Tipped`)
};

const it_owner_dash_meta_title = /** @type {(inputs: Owner_Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard statistiche · Tipped`)
};

const ar_owner_dash_meta_title = /** @type {(inputs: Owner_Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة الإحصاءات · Tipped`)
};

/**
* | output |
* | --- |
* | "Analytics Dashboard · Tipped" |
*
* @param {Owner_Dash_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_meta_title = /** @type {((inputs?: Owner_Dash_Meta_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_Meta_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_meta_title(inputs)
	if (locale === "fr") return fr_owner_dash_meta_title(inputs)
	if (locale === "de") return de_owner_dash_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_meta_title(inputs)
	if (locale === "it") return it_owner_dash_meta_title(inputs)
	if (locale === "ar") return ar_owner_dash_meta_title(inputs)
	return en_owner_dash_meta_title(inputs)
});