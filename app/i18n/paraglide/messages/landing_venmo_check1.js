/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Venmo_Check1Inputs */

const en_landing_venmo_check1 = /** @type {(inputs: Landing_Venmo_Check1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fans need no new app: your page opens in any browser.`)
};

const es_landing_venmo_check1 = /** @type {(inputs: Landing_Venmo_Check1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus fans no necesitan ninguna app nueva: tu página se abre en cualquier navegador.`)
};

const fr_landing_venmo_check1 = /** @type {(inputs: Landing_Venmo_Check1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos fans n'ont besoin d'aucune nouvelle appli : votre page s'ouvre dans n'importe quel navigateur.`)
};

const de_landing_venmo_check1 = /** @type {(inputs: Landing_Venmo_Check1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fans brauchen keine neue App: Deine Seite öffnet sich in jedem Browser.`)
};

const pt_br2_landing_venmo_check1 = /** @type {(inputs: Landing_Venmo_Check1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os fãs não precisam de nenhum app novo: sua página abre em qualquer navegador.`)
};

const it_landing_venmo_check1 = /** @type {(inputs: Landing_Venmo_Check1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I fan non hanno bisogno di nuove app: la tua pagina si apre in qualsiasi browser.`)
};

const ar_landing_venmo_check1 = /** @type {(inputs: Landing_Venmo_Check1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يحتاج المعجبون إلى تطبيق جديد: صفحتك تفتح في أي متصفح.`)
};

/**
* | output |
* | --- |
* | "Fans need no new app: your page opens in any browser." |
*
* @param {Landing_Venmo_Check1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_venmo_check1 = /** @type {((inputs?: Landing_Venmo_Check1Inputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Venmo_Check1Inputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_venmo_check1(inputs)
	if (locale === "fr") return fr_landing_venmo_check1(inputs)
	if (locale === "de") return de_landing_venmo_check1(inputs)
	if (locale === "pt-BR") return pt_br2_landing_venmo_check1(inputs)
	if (locale === "it") return it_landing_venmo_check1(inputs)
	if (locale === "ar") return ar_landing_venmo_check1(inputs)
	return en_landing_venmo_check1(inputs)
});