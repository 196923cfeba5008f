/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkeys_Delete_LabelInputs */

const en_passkeys_delete_label = /** @type {(inputs: Passkeys_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}`)
};

const es_passkeys_delete_label = /** @type {(inputs: Passkeys_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar ${i?.name}`)
};

const fr_passkeys_delete_label = /** @type {(inputs: Passkeys_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer ${i?.name}`)
};

const de_passkeys_delete_label = /** @type {(inputs: Passkeys_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} löschen`)
};

const pt_br2_passkeys_delete_label = /** @type {(inputs: Passkeys_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Excluir ${i?.name}`)
};

const it_passkeys_delete_label = /** @type {(inputs: Passkeys_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elimina ${i?.name}`)
};

const ar_passkeys_delete_label = /** @type {(inputs: Passkeys_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حذف ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Passkeys_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_delete_label = /** @type {((inputs: Passkeys_Delete_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Delete_LabelInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_delete_label(inputs)
	if (locale === "fr") return fr_passkeys_delete_label(inputs)
	if (locale === "de") return de_passkeys_delete_label(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_delete_label(inputs)
	if (locale === "it") return it_passkeys_delete_label(inputs)
	if (locale === "ar") return ar_passkeys_delete_label(inputs)
	return en_passkeys_delete_label(inputs)
});