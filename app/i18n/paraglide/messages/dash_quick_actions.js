/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Quick_ActionsInputs */

const en_dash_quick_actions = /** @type {(inputs: Dash_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Actions`)
};

const es_dash_quick_actions = /** @type {(inputs: Dash_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones rápidas`)
};

const fr_dash_quick_actions = /** @type {(inputs: Dash_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions rapides`)
};

const de_dash_quick_actions = /** @type {(inputs: Dash_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schnellaktionen`)
};

const pt_br2_dash_quick_actions = /** @type {(inputs: Dash_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ações rápidas`)
};

const it_dash_quick_actions = /** @type {(inputs: Dash_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Azioni rapide`)
};

const ar_dash_quick_actions = /** @type {(inputs: Dash_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إجراءات سريعة`)
};

/**
* | output |
* | --- |
* | "Quick Actions" |
*
* @param {Dash_Quick_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_quick_actions = /** @type {((inputs?: Dash_Quick_ActionsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Quick_ActionsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_quick_actions(inputs)
	if (locale === "fr") return fr_dash_quick_actions(inputs)
	if (locale === "de") return de_dash_quick_actions(inputs)
	if (locale === "pt-BR") return pt_br2_dash_quick_actions(inputs)
	if (locale === "it") return it_dash_quick_actions(inputs)
	if (locale === "ar") return ar_dash_quick_actions(inputs)
	return en_dash_quick_actions(inputs)
});