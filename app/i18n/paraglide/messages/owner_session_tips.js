/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Owner_Session_TipsInputs */

const en_owner_session_tips = /** @type {(inputs: Owner_Session_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} tip`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} tips`);
	return /** @type {LocalizedString} */ ("owner_session_tips");
};

const es_owner_session_tips = /** @type {(inputs: Owner_Session_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} propina`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} propinas`);
	return /** @type {LocalizedString} */ ("owner_session_tips");
};

const fr_owner_session_tips = /** @type {(inputs: Owner_Session_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} pourboire`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} pourboires`);
	return /** @type {LocalizedString} */ ("owner_session_tips");
};

const de_owner_session_tips = /** @type {(inputs: Owner_Session_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Trinkgeld`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} Trinkgelder`);
	return /** @type {LocalizedString} */ ("owner_session_tips");
};

const pt_br2_owner_session_tips = /** @type {(inputs: Owner_Session_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} gorjeta`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} gorjetas`);
	return /** @type {LocalizedString} */ ("owner_session_tips");
};

const it_owner_session_tips = /** @type {(inputs: Owner_Session_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} mancia`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} mance`);
	return /** @type {LocalizedString} */ ("owner_session_tips");
};

const ar_owner_session_tips = /** @type {(inputs: Owner_Session_TipsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`${i?.countText} بقشيش`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`بقشيش واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`بقشيشان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.countText} مرات بقشيش`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.countText} بقشيشًا`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} بقشيش`);
	return /** @type {LocalizedString} */ ("owner_session_tips");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} tip" |
* | "other" | "{countText} tips" |
*
* @param {Owner_Session_TipsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_session_tips = /** @type {((inputs: Owner_Session_TipsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Session_TipsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_session_tips(inputs)
	if (locale === "fr") return fr_owner_session_tips(inputs)
	if (locale === "de") return de_owner_session_tips(inputs)
	if (locale === "pt-BR") return pt_br2_owner_session_tips(inputs)
	if (locale === "it") return it_owner_session_tips(inputs)
	if (locale === "ar") return ar_owner_session_tips(inputs)
	return en_owner_session_tips(inputs)
});