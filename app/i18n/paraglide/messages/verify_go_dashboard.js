/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Go_DashboardInputs */

const en_verify_go_dashboard = /** @type {(inputs: Verify_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your dashboard`)
};

const es_verify_go_dashboard = /** @type {(inputs: Verify_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a tu panel`)
};

const fr_verify_go_dashboard = /** @type {(inputs: Verify_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre tableau de bord`)
};

const de_verify_go_dashboard = /** @type {(inputs: Verify_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu deinem Dashboard`)
};

const pt_br2_verify_go_dashboard = /** @type {(inputs: Verify_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para o seu painel`)
};

const it_verify_go_dashboard = /** @type {(inputs: Verify_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vai alla tua dashboard`)
};

const ar_verify_go_dashboard = /** @type {(inputs: Verify_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتقل إلى لوحة التحكم`)
};

/**
* | output |
* | --- |
* | "Go to your dashboard" |
*
* @param {Verify_Go_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const verify_go_dashboard = /** @type {((inputs?: Verify_Go_DashboardInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Go_DashboardInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_go_dashboard(inputs)
	if (locale === "fr") return fr_verify_go_dashboard(inputs)
	if (locale === "de") return de_verify_go_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_verify_go_dashboard(inputs)
	if (locale === "it") return it_verify_go_dashboard(inputs)
	if (locale === "ar") return ar_verify_go_dashboard(inputs)
	return en_verify_go_dashboard(inputs)
});