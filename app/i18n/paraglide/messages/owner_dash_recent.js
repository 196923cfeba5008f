/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Dash_RecentInputs */

const en_owner_dash_recent = /** @type {(inputs: Owner_Dash_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent Activity`)
};

const es_owner_dash_recent = /** @type {(inputs: Owner_Dash_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividad reciente`)
};

const fr_owner_dash_recent = /** @type {(inputs: Owner_Dash_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activité récente`)
};

const de_owner_dash_recent = /** @type {(inputs: Owner_Dash_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Aktivität`)
};

const pt_br2_owner_dash_recent = /** @type {(inputs: Owner_Dash_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atividade recente`)
};

const it_owner_dash_recent = /** @type {(inputs: Owner_Dash_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attività recente`)
};

const ar_owner_dash_recent = /** @type {(inputs: Owner_Dash_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النشاط الأخير`)
};

/**
* | output |
* | --- |
* | "Recent Activity" |
*
* @param {Owner_Dash_RecentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_recent = /** @type {((inputs?: Owner_Dash_RecentInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_RecentInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_recent(inputs)
	if (locale === "fr") return fr_owner_dash_recent(inputs)
	if (locale === "de") return de_owner_dash_recent(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_recent(inputs)
	if (locale === "it") return it_owner_dash_recent(inputs)
	if (locale === "ar") return ar_owner_dash_recent(inputs)
	return en_owner_dash_recent(inputs)
});