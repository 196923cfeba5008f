/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Start_HereInputs */

const en_dash_start_here = /** @type {(inputs: Dash_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start performing here`)
};

const es_dash_start_here = /** @type {(inputs: Dash_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar a actuar aquí`)
};

const fr_dash_start_here = /** @type {(inputs: Dash_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer à jouer ici`)
};

const de_dash_start_here = /** @type {(inputs: Dash_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier losspielen`)
};

const pt_br2_dash_start_here = /** @type {(inputs: Dash_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Começar a tocar aqui`)
};

const it_dash_start_here = /** @type {(inputs: Dash_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inizia a suonare qui`)
};

const ar_dash_start_here = /** @type {(inputs: Dash_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابدأ العزف هنا`)
};

/**
* | output |
* | --- |
* | "Start performing here" |
*
* @param {Dash_Start_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_start_here = /** @type {((inputs?: Dash_Start_HereInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Start_HereInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_start_here(inputs)
	if (locale === "fr") return fr_dash_start_here(inputs)
	if (locale === "de") return de_dash_start_here(inputs)
	if (locale === "pt-BR") return pt_br2_dash_start_here(inputs)
	if (locale === "it") return it_dash_start_here(inputs)
	if (locale === "ar") return ar_dash_start_here(inputs)
	return en_dash_start_here(inputs)
});