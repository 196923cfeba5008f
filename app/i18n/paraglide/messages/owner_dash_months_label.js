/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Dash_Months_LabelInputs */

const en_owner_dash_months_label = /** @type {(inputs: Owner_Dash_Months_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Views in each of the last six months`)
};

const es_owner_dash_months_label = /** @type {(inputs: Owner_Dash_Months_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas en cada uno de los últimos seis meses`)
};

const fr_owner_dash_months_label = /** @type {(inputs: Owner_Dash_Months_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues de chacun des six derniers mois`)
};

const de_owner_dash_months_label = /** @type {(inputs: Owner_Dash_Months_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe in jedem der letzten sechs Monate`)
};

const pt_br2_owner_dash_months_label = /** @type {(inputs: Owner_Dash_Months_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas em cada um dos últimos seis meses`)
};

const it_owner_dash_months_label = /** @type {(inputs: Owner_Dash_Months_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite in ciascuno degli ultimi sei mesi`)
};

const ar_owner_dash_months_label = /** @type {(inputs: Owner_Dash_Months_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المشاهدات في كل شهر من الأشهر الستة الأخيرة`)
};

/**
* | output |
* | --- |
* | "Views in each of the last six months" |
*
* @param {Owner_Dash_Months_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_months_label = /** @type {((inputs?: Owner_Dash_Months_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_Months_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_months_label(inputs)
	if (locale === "fr") return fr_owner_dash_months_label(inputs)
	if (locale === "de") return de_owner_dash_months_label(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_months_label(inputs)
	if (locale === "it") return it_owner_dash_months_label(inputs)
	if (locale === "ar") return ar_owner_dash_months_label(inputs)
	return en_owner_dash_months_label(inputs)
});