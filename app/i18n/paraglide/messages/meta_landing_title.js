/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Landing_TitleInputs */

const en_meta_landing_title = /** @type {(inputs: Meta_Landing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped · Get Tipped. Finally.`)
};

const es_meta_landing_title = /** @type {(inputs: Meta_Landing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped · Recibe propinas. Por fin.`)
};

const fr_meta_landing_title = /** @type {(inputs: Meta_Landing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped · Recevez des pourboires. Enfin.`)
};

const de_meta_landing_title = /** @type {(inputs: Meta_Landing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped · Endlich Trinkgeld bekommen.`)
};

const pt_br2_meta_landing_title = /** @type {(inputs: Meta_Landing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped · Seja pago. Finalmente.`)
};

const it_meta_landing_title = /** @type {(inputs: Meta_Landing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped · Ricevi mance. Finalmente.`)
};

const ar_meta_landing_title = /** @type {(inputs: Meta_Landing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped · احصل على البقشيش. أخيرًا.`)
};

/**
* | output |
* | --- |
* | "Tipped · Get Tipped. Finally." |
*
* @param {Meta_Landing_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_landing_title = /** @type {((inputs?: Meta_Landing_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Landing_TitleInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_meta_landing_title(inputs)
	if (locale === "fr") return fr_meta_landing_title(inputs)
	if (locale === "de") return de_meta_landing_title(inputs)
	if (locale === "pt-BR") return pt_br2_meta_landing_title(inputs)
	if (locale === "it") return it_meta_landing_title(inputs)
	if (locale === "ar") return ar_meta_landing_title(inputs)
	return en_meta_landing_title(inputs)
});