/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sign_LikesInputs */

const en_sign_likes = /** @type {(inputs: Sign_LikesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Someone liked your page ♥`);
	return /** @type {LocalizedString} */ (`${i?.count} people liked your page ♥`)
	
};

const es_sign_likes = /** @type {(inputs: Sign_LikesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A alguien le gustó tu página ♥`);
	return /** @type {LocalizedString} */ (`A ${i?.count} personas les gustó tu página ♥`)
	
};

const fr_sign_likes = /** @type {(inputs: Sign_LikesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Quelqu'un a aimé votre page ♥`);
	return /** @type {LocalizedString} */ (`${i?.count} personnes ont aimé votre page ♥`)
	
};

const de_sign_likes = /** @type {(inputs: Sign_LikesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Jemandem gefällt deine Seite ♥`);
	return /** @type {LocalizedString} */ (`${i?.count} Personen gefällt deine Seite ♥`)
	
};

const pt_br2_sign_likes = /** @type {(inputs: Sign_LikesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Alguém curtiu sua página ♥`);
	return /** @type {LocalizedString} */ (`${i?.count} pessoas curtiram sua página ♥`)
	
};

const it_sign_likes = /** @type {(inputs: Sign_LikesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A qualcuno piace la tua pagina ♥`);
	return /** @type {LocalizedString} */ (`A ${i?.count} persone piace la tua pagina ♥`)
	
};

const ar_sign_likes = /** @type {(inputs: Sign_LikesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "two") return /** @type {LocalizedString} */ (`أُعجب شخصان بصفحتك ♥`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`أُعجب شخص بصفحتك ♥`);
	return /** @type {LocalizedString} */ (`أُعجب ${i?.count} أشخاص بصفحتك ♥`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Someone liked your page ♥" |
* | * | "{count} people liked your page ♥" |
*
* @param {Sign_LikesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_likes = /** @type {((inputs: Sign_LikesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_LikesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_likes(inputs)
	if (locale === "fr") return fr_sign_likes(inputs)
	if (locale === "de") return de_sign_likes(inputs)
	if (locale === "pt-BR") return pt_br2_sign_likes(inputs)
	if (locale === "it") return it_sign_likes(inputs)
	if (locale === "ar") return ar_sign_likes(inputs)
	return en_sign_likes(inputs)
});