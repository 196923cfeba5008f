/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Insights_View_CountInputs */

const en_insights_view_count = /** @type {(inputs: Insights_View_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} view`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} views`);
	return /** @type {LocalizedString} */ ("insights_view_count");
};

const es_insights_view_count = /** @type {(inputs: Insights_View_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} visita`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} visitas`);
	return /** @type {LocalizedString} */ ("insights_view_count");
};

const fr_insights_view_count = /** @type {(inputs: Insights_View_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} vue`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} vues`);
	return /** @type {LocalizedString} */ ("insights_view_count");
};

const de_insights_view_count = /** @type {(inputs: Insights_View_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Aufruf`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} Aufrufe`);
	return /** @type {LocalizedString} */ ("insights_view_count");
};

const pt_br2_insights_view_count = /** @type {(inputs: Insights_View_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} visualização`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} visualizações`);
	return /** @type {LocalizedString} */ ("insights_view_count");
};

const it_insights_view_count = /** @type {(inputs: Insights_View_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} visualizzazione`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} visualizzazioni`);
	return /** @type {LocalizedString} */ ("insights_view_count");
};

const ar_insights_view_count = /** @type {(inputs: Insights_View_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا مشاهدات`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`مشاهدة واحدة`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`مشاهدتان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.countText} مشاهدات`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.countText} مشاهدة`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} مشاهدة`);
	return /** @type {LocalizedString} */ ("insights_view_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} view" |
* | "other" | "{countText} views" |
*
* @param {Insights_View_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const insights_view_count = /** @type {((inputs: Insights_View_CountInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_View_CountInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_insights_view_count(inputs)
	if (locale === "fr") return fr_insights_view_count(inputs)
	if (locale === "de") return de_insights_view_count(inputs)
	if (locale === "pt-BR") return pt_br2_insights_view_count(inputs)
	if (locale === "it") return it_insights_view_count(inputs)
	if (locale === "ar") return ar_insights_view_count(inputs)
	return en_insights_view_count(inputs)
});