/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_UnavailableInputs */

const en_owner_card_unavailable = /** @type {(inputs: Owner_Card_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe could not be reached. Nothing was changed; please try again in a moment.`)
};

const es_owner_card_unavailable = /** @type {(inputs: Owner_Card_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo contactar con Stripe. No se cambió nada; inténtalo de nuevo en un momento.`)
};

const fr_owner_card_unavailable = /** @type {(inputs: Owner_Card_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de joindre Stripe. Rien n’a changé ; réessayez dans un instant.`)
};

const de_owner_card_unavailable = /** @type {(inputs: Owner_Card_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe war nicht erreichbar. Nichts wurde geändert; versuch es gleich noch einmal.`)
};

const pt_br2_owner_card_unavailable = /** @type {(inputs: Owner_Card_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível falar com a Stripe. Nada mudou; tente de novo em instantes.`)
};

const it_owner_card_unavailable = /** @type {(inputs: Owner_Card_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile raggiungere Stripe. Non è cambiato nulla; riprova tra poco.`)
};

const ar_owner_card_unavailable = /** @type {(inputs: Owner_Card_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر الوصول إلى Stripe. لم يتغير شيء؛ حاول مجددًا بعد قليل.`)
};

/**
* | output |
* | --- |
* | "Stripe could not be reached. Nothing was changed; please try again in a moment." |
*
* @param {Owner_Card_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_unavailable = /** @type {((inputs?: Owner_Card_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_UnavailableInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_unavailable(inputs)
	if (locale === "fr") return fr_owner_card_unavailable(inputs)
	if (locale === "de") return de_owner_card_unavailable(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_unavailable(inputs)
	if (locale === "it") return it_owner_card_unavailable(inputs)
	if (locale === "ar") return ar_owner_card_unavailable(inputs)
	return en_owner_card_unavailable(inputs)
});