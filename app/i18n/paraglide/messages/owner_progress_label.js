/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Progress_LabelInputs */

const en_owner_progress_label = /** @type {(inputs: Owner_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-up progress`)
};

const es_owner_progress_label = /** @type {(inputs: Owner_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progreso del registro`)
};

const fr_owner_progress_label = /** @type {(inputs: Owner_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progression de l’inscription`)
};

const de_owner_progress_label = /** @type {(inputs: Owner_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fortschritt der Anmeldung`)
};

const pt_br2_owner_progress_label = /** @type {(inputs: Owner_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progresso do cadastro`)
};

const it_owner_progress_label = /** @type {(inputs: Owner_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avanzamento della registrazione`)
};

const ar_owner_progress_label = /** @type {(inputs: Owner_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقدّم التسجيل`)
};

/**
* | output |
* | --- |
* | "Sign-up progress" |
*
* @param {Owner_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_progress_label = /** @type {((inputs?: Owner_Progress_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Progress_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_progress_label(inputs)
	if (locale === "fr") return fr_owner_progress_label(inputs)
	if (locale === "de") return de_owner_progress_label(inputs)
	if (locale === "pt-BR") return pt_br2_owner_progress_label(inputs)
	if (locale === "it") return it_owner_progress_label(inputs)
	if (locale === "ar") return ar_owner_progress_label(inputs)
	return en_owner_progress_label(inputs)
});