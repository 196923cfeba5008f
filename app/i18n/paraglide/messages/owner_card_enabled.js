/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_EnabledInputs */

const en_owner_card_enabled = /** @type {(inputs: Owner_Card_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're set up: visitors can now tip you by card, Apple Pay and Google Pay.`)
};

const es_owner_card_enabled = /** @type {(inputs: Owner_Card_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo listo: ya pueden darte propina con tarjeta, Apple Pay y Google Pay.`)
};

const fr_owner_card_enabled = /** @type {(inputs: Owner_Card_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est prêt : les visiteurs peuvent vous donner un pourboire par carte, Apple Pay et Google Pay.`)
};

const de_owner_card_enabled = /** @type {(inputs: Owner_Card_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fertig eingerichtet: Besucher können dir jetzt per Karte, Apple Pay und Google Pay Trinkgeld geben.`)
};

const pt_br2_owner_card_enabled = /** @type {(inputs: Owner_Card_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo pronto: agora podem te dar gorjeta com cartão, Apple Pay e Google Pay.`)
};

const it_owner_card_enabled = /** @type {(inputs: Owner_Card_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutto pronto: ora i visitatori possono darti la mancia con carta, Apple Pay e Google Pay.`)
};

const ar_owner_card_enabled = /** @type {(inputs: Owner_Card_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم الإعداد: يمكن للزوار الآن إعطاؤك البقشيش بالبطاقة وApple Pay وGoogle Pay.`)
};

/**
* | output |
* | --- |
* | "You're set up: visitors can now tip you by card, Apple Pay and Google Pay." |
*
* @param {Owner_Card_EnabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_enabled = /** @type {((inputs?: Owner_Card_EnabledInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_EnabledInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_enabled(inputs)
	if (locale === "fr") return fr_owner_card_enabled(inputs)
	if (locale === "de") return de_owner_card_enabled(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_enabled(inputs)
	if (locale === "it") return it_owner_card_enabled(inputs)
	if (locale === "ar") return ar_owner_card_enabled(inputs)
	return en_owner_card_enabled(inputs)
});