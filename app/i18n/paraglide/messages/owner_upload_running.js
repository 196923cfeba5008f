/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Owner_Upload_RunningInputs */

const en_owner_upload_running = /** @type {(inputs: Owner_Upload_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading… ${i?.percent}%`)
};

const es_owner_upload_running = /** @type {(inputs: Owner_Upload_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subiendo… ${i?.percent} %`)
};

const fr_owner_upload_running = /** @type {(inputs: Owner_Upload_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envoi… ${i?.percent} %`)
};

const de_owner_upload_running = /** @type {(inputs: Owner_Upload_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wird hochgeladen … ${i?.percent} %`)
};

const pt_br2_owner_upload_running = /** @type {(inputs: Owner_Upload_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviando… ${i?.percent}%`)
};

const it_owner_upload_running = /** @type {(inputs: Owner_Upload_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caricamento… ${i?.percent}%`)
};

const ar_owner_upload_running = /** @type {(inputs: Owner_Upload_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جارٍ الرفع… ${i?.percent}٪`)
};

/**
* | output |
* | --- |
* | "Uploading… {percent}%" |
*
* @param {Owner_Upload_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_upload_running = /** @type {((inputs: Owner_Upload_RunningInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Upload_RunningInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_upload_running(inputs)
	if (locale === "fr") return fr_owner_upload_running(inputs)
	if (locale === "de") return de_owner_upload_running(inputs)
	if (locale === "pt-BR") return pt_br2_owner_upload_running(inputs)
	if (locale === "it") return it_owner_upload_running(inputs)
	if (locale === "ar") return ar_owner_upload_running(inputs)
	return en_owner_upload_running(inputs)
});