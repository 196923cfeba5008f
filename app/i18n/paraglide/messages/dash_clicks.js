/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Dash_ClicksInputs */

const en_dash_clicks = /** @type {(inputs: Dash_ClicksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} click`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} clicks`);
	return /** @type {LocalizedString} */ ("dash_clicks");
};

const es_dash_clicks = /** @type {(inputs: Dash_ClicksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} clic`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} clics`);
	return /** @type {LocalizedString} */ ("dash_clicks");
};

const fr_dash_clicks = /** @type {(inputs: Dash_ClicksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} clic`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} clics`);
	return /** @type {LocalizedString} */ ("dash_clicks");
};

const de_dash_clicks = /** @type {(inputs: Dash_ClicksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Klick`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} Klicks`);
	return /** @type {LocalizedString} */ ("dash_clicks");
};

const pt_br2_dash_clicks = /** @type {(inputs: Dash_ClicksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} clique`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} cliques`);
	return /** @type {LocalizedString} */ ("dash_clicks");
};

const it_dash_clicks = /** @type {(inputs: Dash_ClicksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} clic`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} clic`);
	return /** @type {LocalizedString} */ ("dash_clicks");
};

const ar_dash_clicks = /** @type {(inputs: Dash_ClicksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`${i?.countText} نقرة`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`نقرة واحدة`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`نقرتان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.countText} نقرات`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.countText} نقرة`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} نقرة`);
	return /** @type {LocalizedString} */ ("dash_clicks");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} click" |
* | "other" | "{countText} clicks" |
*
* @param {Dash_ClicksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_clicks = /** @type {((inputs: Dash_ClicksInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_ClicksInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_clicks(inputs)
	if (locale === "fr") return fr_dash_clicks(inputs)
	if (locale === "de") return de_dash_clicks(inputs)
	if (locale === "pt-BR") return pt_br2_dash_clicks(inputs)
	if (locale === "it") return it_dash_clicks(inputs)
	if (locale === "ar") return ar_dash_clicks(inputs)
	return en_dash_clicks(inputs)
});