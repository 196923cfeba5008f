/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_Save_NameInputs */

const en_passkeys_save_name = /** @type {(inputs: Passkeys_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save name`)
};

const es_passkeys_save_name = /** @type {(inputs: Passkeys_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar nombre`)
};

const fr_passkeys_save_name = /** @type {(inputs: Passkeys_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le nom`)
};

const de_passkeys_save_name = /** @type {(inputs: Passkeys_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen speichern`)
};

const pt_br2_passkeys_save_name = /** @type {(inputs: Passkeys_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar nome`)
};

const it_passkeys_save_name = /** @type {(inputs: Passkeys_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salva nome`)
};

const ar_passkeys_save_name = /** @type {(inputs: Passkeys_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ الاسم`)
};

/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Passkeys_Save_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const passkeys_save_name = /** @type {((inputs?: Passkeys_Save_NameInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Save_NameInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkeys_save_name(inputs)
	if (locale === "fr") return fr_passkeys_save_name(inputs)
	if (locale === "de") return de_passkeys_save_name(inputs)
	if (locale === "pt-BR") return pt_br2_passkeys_save_name(inputs)
	if (locale === "it") return it_passkeys_save_name(inputs)
	if (locale === "ar") return ar_passkeys_save_name(inputs)
	return en_passkeys_save_name(inputs)
});