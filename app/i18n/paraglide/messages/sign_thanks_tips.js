/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sign_Thanks_TipsInputs */

const en_sign_thanks_tips = /** @type {(inputs: Sign_Thanks_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Thank you for the tip!`);
	return /** @type {LocalizedString} */ (`Thank you for the ${i?.count} tips!`)
	
};

const es_sign_thanks_tips = /** @type {(inputs: Sign_Thanks_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`¡Gracias por la propina!`);
	return /** @type {LocalizedString} */ (`¡Gracias por las ${i?.count} propinas!`)
	
};

const fr_sign_thanks_tips = /** @type {(inputs: Sign_Thanks_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Merci pour le pourboire !`);
	return /** @type {LocalizedString} */ (`Merci pour les ${i?.count} pourboires !`)
	
};

const de_sign_thanks_tips = /** @type {(inputs: Sign_Thanks_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Danke für das Trinkgeld!`);
	return /** @type {LocalizedString} */ (`Danke für die ${i?.count} Trinkgelder!`)
	
};

const pt_br2_sign_thanks_tips = /** @type {(inputs: Sign_Thanks_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Obrigado pela gorjeta!`);
	return /** @type {LocalizedString} */ (`Obrigado pelas ${i?.count} gorjetas!`)
	
};

const it_sign_thanks_tips = /** @type {(inputs: Sign_Thanks_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Grazie per la mancia!`);
	return /** @type {LocalizedString} */ (`Grazie per le ${i?.count} mance!`)
	
};

const ar_sign_thanks_tips = /** @type {(inputs: Sign_Thanks_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "two") return /** @type {LocalizedString} */ (`شكرًا على الإكراميتين!`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`شكرًا على الإكرامية!`);
	return /** @type {LocalizedString} */ (`شكرًا على الإكراميات الـ ${i?.count}!`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Thank you for the tip!" |
* | * | "Thank you for the {count} tips!" |
*
* @param {Sign_Thanks_TipsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_thanks_tips = /** @type {((inputs: Sign_Thanks_TipsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Thanks_TipsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_thanks_tips(inputs)
	if (locale === "fr") return fr_sign_thanks_tips(inputs)
	if (locale === "de") return de_sign_thanks_tips(inputs)
	if (locale === "pt-BR") return pt_br2_sign_thanks_tips(inputs)
	if (locale === "it") return it_sign_thanks_tips(inputs)
	if (locale === "ar") return ar_sign_thanks_tips(inputs)
	return en_sign_thanks_tips(inputs)
});