/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_SavingInputs */

const en_owner_saving = /** @type {(inputs: Owner_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

const es_owner_saving = /** @type {(inputs: Owner_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

const fr_owner_saving = /** @type {(inputs: Owner_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement…`)
};

const de_owner_saving = /** @type {(inputs: Owner_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert …`)
};

const pt_br2_owner_saving = /** @type {(inputs: Owner_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvando…`)
};

const it_owner_saving = /** @type {(inputs: Owner_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvataggio…`)
};

const ar_owner_saving = /** @type {(inputs: Owner_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الحفظ…`)
};

/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Owner_SavingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_saving = /** @type {((inputs?: Owner_SavingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_SavingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_saving(inputs)
	if (locale === "fr") return fr_owner_saving(inputs)
	if (locale === "de") return de_owner_saving(inputs)
	if (locale === "pt-BR") return pt_br2_owner_saving(inputs)
	if (locale === "it") return it_owner_saving(inputs)
	if (locale === "ar") return ar_owner_saving(inputs)
	return en_owner_saving(inputs)
});