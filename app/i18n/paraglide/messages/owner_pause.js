/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_PauseInputs */

const en_owner_pause = /** @type {(inputs: Owner_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause`)
};

const es_owner_pause = /** @type {(inputs: Owner_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausa`)
};

const fr_owner_pause = /** @type {(inputs: Owner_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause`)
};

const de_owner_pause = /** @type {(inputs: Owner_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausieren`)
};

const pt_br2_owner_pause = /** @type {(inputs: Owner_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausar`)
};

const it_owner_pause = /** @type {(inputs: Owner_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausa`)
};

const ar_owner_pause = /** @type {(inputs: Owner_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيقاف مؤقت`)
};

/**
* | output |
* | --- |
* | "Pause" |
*
* @param {Owner_PauseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_pause = /** @type {((inputs?: Owner_PauseInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_PauseInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_pause(inputs)
	if (locale === "fr") return fr_owner_pause(inputs)
	if (locale === "de") return de_owner_pause(inputs)
	if (locale === "pt-BR") return pt_br2_owner_pause(inputs)
	if (locale === "it") return it_owner_pause(inputs)
	if (locale === "ar") return ar_owner_pause(inputs)
	return en_owner_pause(inputs)
});