/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Example_ChannelInputs */

const en_owner_example_channel = /** @type {(inputs: Owner_Example_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yourchannel`)
};

const es_owner_example_channel = /** @type {(inputs: Owner_Example_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tucanal`)
};

const fr_owner_example_channel = /** @type {(inputs: Owner_Example_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votrechaine`)
};

const de_owner_example_channel = /** @type {(inputs: Owner_Example_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deinkanal`)
};

const pt_br2_owner_example_channel = /** @type {(inputs: Owner_Example_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seucanal`)
};

const it_owner_example_channel = /** @type {(inputs: Owner_Example_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tuocanale`)
};

const ar_owner_example_channel = /** @type {(inputs: Owner_Example_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yourchannel`)
};

/**
* | output |
* | --- |
* | "yourchannel" |
*
* @param {Owner_Example_ChannelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_example_channel = /** @type {((inputs?: Owner_Example_ChannelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Example_ChannelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_example_channel(inputs)
	if (locale === "fr") return fr_owner_example_channel(inputs)
	if (locale === "de") return de_owner_example_channel(inputs)
	if (locale === "pt-BR") return pt_br2_owner_example_channel(inputs)
	if (locale === "it") return it_owner_example_channel(inputs)
	if (locale === "ar") return ar_owner_example_channel(inputs)
	return en_owner_example_channel(inputs)
});