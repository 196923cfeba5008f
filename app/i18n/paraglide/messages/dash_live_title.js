/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Live_TitleInputs */

const en_dash_live_title = /** @type {(inputs: Dash_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your page is live`)
};

const es_dash_live_title = /** @type {(inputs: Dash_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu página está publicada`)
};

const fr_dash_live_title = /** @type {(inputs: Dash_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre page est en ligne`)
};

const de_dash_live_title = /** @type {(inputs: Dash_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Seite ist online`)
};

const pt_br2_dash_live_title = /** @type {(inputs: Dash_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua página está no ar`)
};

const it_dash_live_title = /** @type {(inputs: Dash_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua pagina è online`)
};

const ar_dash_live_title = /** @type {(inputs: Dash_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحتك منشورة الآن`)
};

/**
* | output |
* | --- |
* | "Your page is live" |
*
* @param {Dash_Live_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_live_title = /** @type {((inputs?: Dash_Live_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Live_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_live_title(inputs)
	if (locale === "fr") return fr_dash_live_title(inputs)
	if (locale === "de") return de_dash_live_title(inputs)
	if (locale === "pt-BR") return pt_br2_dash_live_title(inputs)
	if (locale === "it") return it_dash_live_title(inputs)
	if (locale === "ar") return ar_dash_live_title(inputs)
	return en_dash_live_title(inputs)
});