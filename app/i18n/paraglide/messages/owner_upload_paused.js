/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Owner_Upload_PausedInputs */

const en_owner_upload_paused = /** @type {(inputs: Owner_Upload_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paused at ${i?.percent}%`)
};

const es_owner_upload_paused = /** @type {(inputs: Owner_Upload_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En pausa al ${i?.percent} %`)
};

const fr_owner_upload_paused = /** @type {(inputs: Owner_Upload_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En pause à ${i?.percent} %`)
};

const de_owner_upload_paused = /** @type {(inputs: Owner_Upload_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pausiert bei ${i?.percent} %`)
};

const pt_br2_owner_upload_paused = /** @type {(inputs: Owner_Upload_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pausado em ${i?.percent}%`)
};

const it_owner_upload_paused = /** @type {(inputs: Owner_Upload_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In pausa al ${i?.percent}%`)
};

const ar_owner_upload_paused = /** @type {(inputs: Owner_Upload_PausedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`متوقف عند ${i?.percent}٪`)
};

/**
* | output |
* | --- |
* | "Paused at {percent}%" |
*
* @param {Owner_Upload_PausedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_upload_paused = /** @type {((inputs: Owner_Upload_PausedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Upload_PausedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_upload_paused(inputs)
	if (locale === "fr") return fr_owner_upload_paused(inputs)
	if (locale === "de") return de_owner_upload_paused(inputs)
	if (locale === "pt-BR") return pt_br2_owner_upload_paused(inputs)
	if (locale === "it") return it_owner_upload_paused(inputs)
	if (locale === "ar") return ar_owner_upload_paused(inputs)
	return en_owner_upload_paused(inputs)
});