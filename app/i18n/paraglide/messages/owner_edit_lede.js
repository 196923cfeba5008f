/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Edit_LedeInputs */

const en_owner_edit_lede = /** @type {(inputs: Owner_Edit_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes show on your public page as soon as you save.`)
};

const es_owner_edit_lede = /** @type {(inputs: Owner_Edit_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cambios aparecen en tu página pública en cuanto guardas.`)
};

const fr_owner_edit_lede = /** @type {(inputs: Owner_Edit_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les modifications apparaissent sur votre page publique dès que vous enregistrez.`)
};

const de_owner_edit_lede = /** @type {(inputs: Owner_Edit_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen erscheinen auf deiner öffentlichen Seite, sobald du speicherst.`)
};

const pt_br2_owner_edit_lede = /** @type {(inputs: Owner_Edit_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As alterações aparecem na sua página pública assim que você salva.`)
};

const it_owner_edit_lede = /** @type {(inputs: Owner_Edit_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le modifiche compaiono sulla tua pagina pubblica appena salvi.`)
};

const ar_owner_edit_lede = /** @type {(inputs: Owner_Edit_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تظهر التغييرات على صفحتك العامة فور الحفظ.`)
};

/**
* | output |
* | --- |
* | "Changes show on your public page as soon as you save." |
*
* @param {Owner_Edit_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_edit_lede = /** @type {((inputs?: Owner_Edit_LedeInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Edit_LedeInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_edit_lede(inputs)
	if (locale === "fr") return fr_owner_edit_lede(inputs)
	if (locale === "de") return de_owner_edit_lede(inputs)
	if (locale === "pt-BR") return pt_br2_owner_edit_lede(inputs)
	if (locale === "it") return it_owner_edit_lede(inputs)
	if (locale === "ar") return ar_owner_edit_lede(inputs)
	return en_owner_edit_lede(inputs)
});