/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Show_Tip_AmountsInputs */

const en_owner_show_tip_amounts = /** @type {(inputs: Owner_Show_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show tip amounts on my page`)
};

const es_owner_show_tip_amounts = /** @type {(inputs: Owner_Show_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar importes en mi página`)
};

const fr_owner_show_tip_amounts = /** @type {(inputs: Owner_Show_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher les montants sur ma page`)
};

const de_owner_show_tip_amounts = /** @type {(inputs: Owner_Show_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beträge auf meiner Seite zeigen`)
};

const pt_br2_owner_show_tip_amounts = /** @type {(inputs: Owner_Show_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar valores na minha página`)
};

const it_owner_show_tip_amounts = /** @type {(inputs: Owner_Show_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra gli importi sulla mia pagina`)
};

const ar_owner_show_tip_amounts = /** @type {(inputs: Owner_Show_Tip_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرض المبالغ على صفحتي`)
};

/**
* | output |
* | --- |
* | "Show tip amounts on my page" |
*
* @param {Owner_Show_Tip_AmountsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_show_tip_amounts = /** @type {((inputs?: Owner_Show_Tip_AmountsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Show_Tip_AmountsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_show_tip_amounts(inputs)
	if (locale === "fr") return fr_owner_show_tip_amounts(inputs)
	if (locale === "de") return de_owner_show_tip_amounts(inputs)
	if (locale === "pt-BR") return pt_br2_owner_show_tip_amounts(inputs)
	if (locale === "it") return it_owner_show_tip_amounts(inputs)
	if (locale === "ar") return ar_owner_show_tip_amounts(inputs)
	return en_owner_show_tip_amounts(inputs)
});