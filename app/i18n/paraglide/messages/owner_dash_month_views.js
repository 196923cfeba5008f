/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown>, month: NonNullable<unknown> }} Owner_Dash_Month_ViewsInputs */

const en_owner_dash_month_views = /** @type {(inputs: Owner_Dash_Month_ViewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} view`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} views`);
	return /** @type {LocalizedString} */ ("owner_dash_month_views");
};

const es_owner_dash_month_views = /** @type {(inputs: Owner_Dash_Month_ViewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} visita`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} visitas`);
	return /** @type {LocalizedString} */ ("owner_dash_month_views");
};

const fr_owner_dash_month_views = /** @type {(inputs: Owner_Dash_Month_ViewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month} : ${i?.countText} vue`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month} : ${i?.countText} vues`);
	return /** @type {LocalizedString} */ ("owner_dash_month_views");
};

const de_owner_dash_month_views = /** @type {(inputs: Owner_Dash_Month_ViewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} Aufruf`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} Aufrufe`);
	return /** @type {LocalizedString} */ ("owner_dash_month_views");
};

const pt_br2_owner_dash_month_views = /** @type {(inputs: Owner_Dash_Month_ViewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} visita`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} visitas`);
	return /** @type {LocalizedString} */ ("owner_dash_month_views");
};

const it_owner_dash_month_views = /** @type {(inputs: Owner_Dash_Month_ViewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} visita`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} visite`);
	return /** @type {LocalizedString} */ ("owner_dash_month_views");
};

const ar_owner_dash_month_views = /** @type {(inputs: Owner_Dash_Month_ViewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} مشاهدة`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month}: مشاهدة واحدة`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`${i?.month}: مشاهدتان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} مشاهدات`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} مشاهدة`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.countText} مشاهدة`);
	return /** @type {LocalizedString} */ ("owner_dash_month_views");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{month}: {countText} view" |
* | "other" | "{month}: {countText} views" |
*
* @param {Owner_Dash_Month_ViewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_dash_month_views = /** @type {((inputs: Owner_Dash_Month_ViewsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Dash_Month_ViewsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_dash_month_views(inputs)
	if (locale === "fr") return fr_owner_dash_month_views(inputs)
	if (locale === "de") return de_owner_dash_month_views(inputs)
	if (locale === "pt-BR") return pt_br2_owner_dash_month_views(inputs)
	if (locale === "it") return it_owner_dash_month_views(inputs)
	if (locale === "ar") return ar_owner_dash_month_views(inputs)
	return en_owner_dash_month_views(inputs)
});