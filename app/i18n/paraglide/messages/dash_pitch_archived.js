/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_Pitch_ArchivedInputs */

const en_dash_pitch_archived = /** @type {(inputs: Dash_Pitch_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (archived)`)
};

const es_dash_pitch_archived = /** @type {(inputs: Dash_Pitch_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (archivado)`)
};

const fr_dash_pitch_archived = /** @type {(inputs: Dash_Pitch_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (archivé)`)
};

const de_dash_pitch_archived = /** @type {(inputs: Dash_Pitch_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (archiviert)`)
};

const pt_br2_dash_pitch_archived = /** @type {(inputs: Dash_Pitch_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (arquivado)`)
};

const it_dash_pitch_archived = /** @type {(inputs: Dash_Pitch_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (archiviata)`)
};

const ar_dash_pitch_archived = /** @type {(inputs: Dash_Pitch_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (مؤرشف)`)
};

/**
* | output |
* | --- |
* | "{name} (archived)" |
*
* @param {Dash_Pitch_ArchivedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_pitch_archived = /** @type {((inputs: Dash_Pitch_ArchivedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Pitch_ArchivedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_pitch_archived(inputs)
	if (locale === "fr") return fr_dash_pitch_archived(inputs)
	if (locale === "de") return de_dash_pitch_archived(inputs)
	if (locale === "pt-BR") return pt_br2_dash_pitch_archived(inputs)
	if (locale === "it") return it_dash_pitch_archived(inputs)
	if (locale === "ar") return ar_dash_pitch_archived(inputs)
	return en_dash_pitch_archived(inputs)
});