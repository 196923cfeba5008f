/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_WalletsInputs */

const en_owner_wallets = /** @type {(inputs: Owner_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone wallets you accept`)
};

const es_owner_wallets = /** @type {(inputs: Owner_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monederos móviles que aceptas`)
};

const fr_owner_wallets = /** @type {(inputs: Owner_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portefeuilles mobiles acceptés`)
};

const de_owner_wallets = /** @type {(inputs: Owner_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handy-Wallets, die du annimmst`)
};

const pt_br2_owner_wallets = /** @type {(inputs: Owner_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carteiras no celular que você aceita`)
};

const it_owner_wallets = /** @type {(inputs: Owner_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wallet sul telefono che accetti`)
};

const ar_owner_wallets = /** @type {(inputs: Owner_WalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محافظ الهاتف التي تقبلها`)
};

/**
* | output |
* | --- |
* | "Phone wallets you accept" |
*
* @param {Owner_WalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_wallets = /** @type {((inputs?: Owner_WalletsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_WalletsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_wallets(inputs)
	if (locale === "fr") return fr_owner_wallets(inputs)
	if (locale === "de") return de_owner_wallets(inputs)
	if (locale === "pt-BR") return pt_br2_owner_wallets(inputs)
	if (locale === "it") return it_owner_wallets(inputs)
	if (locale === "ar") return ar_owner_wallets(inputs)
	return en_owner_wallets(inputs)
});