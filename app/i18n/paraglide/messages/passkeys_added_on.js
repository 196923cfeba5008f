/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_Added_OnInputs */

const en_passkeys_added_on = /** @type {(inputs: Passkeys_Added_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added`)
};

const es_passkeys_added_on = /** @type {(inputs: Passkeys_Added_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadida`)
};

const fr_passkeys_added_on = /** @type {(inputs: Passkeys_Added_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutée`)
};

const de_passkeys_added_on = /** @type {(inputs: Passkeys_Added_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzugefügt`)
};

const pt_br2_passkeys_added_on = /** @type {(inputs: Passkeys_Added_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionada`)
};

const it_passkeys_added_on = /** @type {(inputs: Passkeys_Added_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiunta`)
};

const ar_passkeys_added_on = /** @type {(inputs: Passkeys_Added_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُضيف`)
};

/**
* | output |
* | --- |
* | "Added" |
*
* @param {Passkeys_Added_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_added_on = /** @type {((inputs?: Passkeys_Added_OnInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Added_OnInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_added_on(inputs)
	if (locale === "fr") return fr_passkeys_added_on(inputs)
	if (locale === "de") return de_passkeys_added_on(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_added_on(inputs)
	if (locale === "it") return it_passkeys_added_on(inputs)
	if (locale === "ar") return ar_passkeys_added_on(inputs)
	return en_passkeys_added_on(inputs)
});