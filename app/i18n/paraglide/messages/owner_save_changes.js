/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Save_ChangesInputs */

const en_owner_save_changes = /** @type {(inputs: Owner_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Changes`)
};

const es_owner_save_changes = /** @type {(inputs: Owner_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
};

const fr_owner_save_changes = /** @type {(inputs: Owner_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

const de_owner_save_changes = /** @type {(inputs: Owner_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen speichern`)
};

const pt_br2_owner_save_changes = /** @type {(inputs: Owner_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar alterações`)
};

const it_owner_save_changes = /** @type {(inputs: Owner_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salva modifiche`)
};

const ar_owner_save_changes = /** @type {(inputs: Owner_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ التغييرات`)
};

/**
* | output |
* | --- |
* | "Save Changes" |
*
* @param {Owner_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_save_changes = /** @type {((inputs?: Owner_Save_ChangesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Save_ChangesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_save_changes(inputs)
	if (locale === "fr") return fr_owner_save_changes(inputs)
	if (locale === "de") return de_owner_save_changes(inputs)
	if (locale === "pt-BR") return pt_br2_owner_save_changes(inputs)
	if (locale === "it") return it_owner_save_changes(inputs)
	if (locale === "ar") return ar_owner_save_changes(inputs)
	return en_owner_save_changes(inputs)
});