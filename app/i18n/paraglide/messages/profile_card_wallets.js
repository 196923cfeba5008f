/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Card_WalletsInputs */

const en_profile_card_wallets = /** @type {(inputs: Profile_Card_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card, Apple Pay or Google Pay`)
};

const es_profile_card_wallets = /** @type {(inputs: Profile_Card_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarjeta, Apple Pay o Google Pay`)
};

const fr_profile_card_wallets = /** @type {(inputs: Profile_Card_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte, Apple Pay ou Google Pay`)
};

const de_profile_card_wallets = /** @type {(inputs: Profile_Card_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte, Apple Pay oder Google Pay`)
};

const pt_br2_profile_card_wallets = /** @type {(inputs: Profile_Card_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartão, Apple Pay ou Google Pay`)
};

const it_profile_card_wallets = /** @type {(inputs: Profile_Card_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carta, Apple Pay o Google Pay`)
};

const ar_profile_card_wallets = /** @type {(inputs: Profile_Card_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بطاقة أو Apple Pay أو Google Pay`)
};

/**
* | output |
* | --- |
* | "Card, Apple Pay or Google Pay" |
*
* @param {Profile_Card_WalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_card_wallets = /** @type {((inputs?: Profile_Card_WalletsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_WalletsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_card_wallets(inputs)
	if (locale === "fr") return fr_profile_card_wallets(inputs)
	if (locale === "de") return de_profile_card_wallets(inputs)
	if (locale === "pt-BR") return pt_br2_profile_card_wallets(inputs)
	if (locale === "it") return it_profile_card_wallets(inputs)
	if (locale === "ar") return ar_profile_card_wallets(inputs)
	return en_profile_card_wallets(inputs)
});