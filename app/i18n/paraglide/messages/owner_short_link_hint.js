/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Short_Link_HintInputs */

const en_owner_short_link_hint = /** @type {(inputs: Owner_Short_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3–30 letters, digits or hyphens. Easy to say out loud and to read off your sign. Leave empty for none.`)
};

const es_owner_short_link_hint = /** @type {(inputs: Owner_Short_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 3 a 30 letras, cifras o guiones. Fácil de decir en voz alta y de leer en tu cartel. Déjalo vacío si no quieres ninguno.`)
};

const fr_owner_short_link_hint = /** @type {(inputs: Owner_Short_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 à 30 lettres, chiffres ou tirets. Facile à dire à voix haute et à lire sur votre panneau. Laissez vide pour aucun.`)
};

const de_owner_short_link_hint = /** @type {(inputs: Owner_Short_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3–30 Buchstaben, Ziffern oder Bindestriche. Leicht laut zu sagen und vom Schild abzulesen. Leer lassen für keinen.`)
};

const pt_br2_owner_short_link_hint = /** @type {(inputs: Owner_Short_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 3 a 30 letras, números ou hífens. Fácil de falar em voz alta e de ler na sua placa. Deixe vazio para nenhum.`)
};

const it_owner_short_link_hint = /** @type {(inputs: Owner_Short_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da 3 a 30 lettere, cifre o trattini. Facile da dire ad alta voce e da leggere sul cartello. Lascia vuoto per nessuno.`)
};

const ar_owner_short_link_hint = /** @type {(inputs: Owner_Short_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من 3 إلى 30 حرفًا لاتينيًا أو رقمًا أو شرطة. سهل النطق وسهل القراءة من لافتتك. اتركه فارغًا إن لم ترده.`)
};

/**
* | output |
* | --- |
* | "3–30 letters, digits or hyphens. Easy to say out loud and to read off your sign. Leave empty for none." |
*
* @param {Owner_Short_Link_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_short_link_hint = /** @type {((inputs?: Owner_Short_Link_HintInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Short_Link_HintInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_short_link_hint(inputs)
	if (locale === "fr") return fr_owner_short_link_hint(inputs)
	if (locale === "de") return de_owner_short_link_hint(inputs)
	if (locale === "pt-BR") return pt_br2_owner_short_link_hint(inputs)
	if (locale === "it") return it_owner_short_link_hint(inputs)
	if (locale === "ar") return ar_owner_short_link_hint(inputs)
	return en_owner_short_link_hint(inputs)
});