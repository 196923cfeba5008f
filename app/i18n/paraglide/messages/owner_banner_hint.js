/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Banner_HintInputs */

const en_owner_banner_hint = /** @type {(inputs: Owner_Banner_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A wide photo; your page takes its colours from it.`)
};

const es_owner_banner_hint = /** @type {(inputs: Owner_Banner_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una foto ancha; tu página toma sus colores de ella.`)
};

const fr_owner_banner_hint = /** @type {(inputs: Owner_Banner_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une photo large ; votre page en prend les couleurs.`)
};

const de_owner_banner_hint = /** @type {(inputs: Owner_Banner_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein breites Foto; deine Seite übernimmt seine Farben.`)
};

const pt_br2_owner_banner_hint = /** @type {(inputs: Owner_Banner_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma foto larga; sua página usa as cores dela.`)
};

const it_owner_banner_hint = /** @type {(inputs: Owner_Banner_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una foto larga; la tua pagina ne prende i colori.`)
};

const ar_owner_banner_hint = /** @type {(inputs: Owner_Banner_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صورة عريضة؛ تأخذ صفحتك ألوانها منها.`)
};

/**
* | output |
* | --- |
* | "A wide photo; your page takes its colours from it." |
*
* @param {Owner_Banner_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_banner_hint = /** @type {((inputs?: Owner_Banner_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Banner_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_banner_hint(inputs)
	if (locale === "fr") return fr_owner_banner_hint(inputs)
	if (locale === "de") return de_owner_banner_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_banner_hint(inputs)
	if (locale === "it") return it_owner_banner_hint(inputs)
	if (locale === "ar") return ar_owner_banner_hint(inputs)
	return en_owner_banner_hint(inputs)
});