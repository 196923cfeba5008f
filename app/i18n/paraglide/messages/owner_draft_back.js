/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Draft_BackInputs */

const en_owner_draft_back = /** @type {(inputs: Owner_Draft_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your unsaved changes from before are back in the form.`)
};

const es_owner_draft_back = /** @type {(inputs: Owner_Draft_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus cambios sin guardar de antes han vuelto al formulario.`)
};

const fr_owner_draft_back = /** @type {(inputs: Owner_Draft_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos modifications non enregistrées sont revenues dans le formulaire.`)
};

const de_owner_draft_back = /** @type {(inputs: Owner_Draft_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine ungespeicherten Änderungen von vorhin sind wieder im Formular.`)
};

const pt_br2_owner_draft_back = /** @type {(inputs: Owner_Draft_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suas alterações não salvas voltaram para o formulário.`)
};

const it_owner_draft_back = /** @type {(inputs: Owner_Draft_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le modifiche non salvate di prima sono tornate nel modulo.`)
};

const ar_owner_draft_back = /** @type {(inputs: Owner_Draft_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عادت تغييراتك غير المحفوظة إلى النموذج.`)
};

/**
* | output |
* | --- |
* | "Your unsaved changes from before are back in the form." |
*
* @param {Owner_Draft_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_draft_back = /** @type {((inputs?: Owner_Draft_BackInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Draft_BackInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_draft_back(inputs)
	if (locale === "fr") return fr_owner_draft_back(inputs)
	if (locale === "de") return de_owner_draft_back(inputs)
	if (locale === "pt-BR") return pt_br2_owner_draft_back(inputs)
	if (locale === "it") return it_owner_draft_back(inputs)
	if (locale === "ar") return ar_owner_draft_back(inputs)
	return en_owner_draft_back(inputs)
});