/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkeys_Rename_LabelInputs */

const en_passkeys_rename_label = /** @type {(inputs: Passkeys_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename ${i?.name}`)
};

const es_passkeys_rename_label = /** @type {(inputs: Passkeys_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renombrar ${i?.name}`)
};

const fr_passkeys_rename_label = /** @type {(inputs: Passkeys_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renommer ${i?.name}`)
};

const de_passkeys_rename_label = /** @type {(inputs: Passkeys_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} umbenennen`)
};

const pt_br2_passkeys_rename_label = /** @type {(inputs: Passkeys_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renomear ${i?.name}`)
};

const it_passkeys_rename_label = /** @type {(inputs: Passkeys_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rinomina ${i?.name}`)
};

const ar_passkeys_rename_label = /** @type {(inputs: Passkeys_Rename_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إعادة تسمية ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Rename {name}" |
*
* @param {Passkeys_Rename_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_rename_label = /** @type {((inputs: Passkeys_Rename_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Rename_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_rename_label(inputs)
	if (locale === "fr") return fr_passkeys_rename_label(inputs)
	if (locale === "de") return de_passkeys_rename_label(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_rename_label(inputs)
	if (locale === "it") return it_passkeys_rename_label(inputs)
	if (locale === "ar") return ar_passkeys_rename_label(inputs)
	return en_passkeys_rename_label(inputs)
});