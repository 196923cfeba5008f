/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Owner_Session_ScansInputs */

const en_owner_session_scans = /** @type {(inputs: Owner_Session_ScansInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} scan`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} scans`);
	return /** @type {LocalizedString} */ ("owner_session_scans");
};

const es_owner_session_scans = /** @type {(inputs: Owner_Session_ScansInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} escaneo`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} escaneos`);
	return /** @type {LocalizedString} */ ("owner_session_scans");
};

const fr_owner_session_scans = /** @type {(inputs: Owner_Session_ScansInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} scan`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} scans`);
	return /** @type {LocalizedString} */ ("owner_session_scans");
};

const de_owner_session_scans = /** @type {(inputs: Owner_Session_ScansInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Scan`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} Scans`);
	return /** @type {LocalizedString} */ ("owner_session_scans");
};

const pt_br2_owner_session_scans = /** @type {(inputs: Owner_Session_ScansInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} leitura`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} leituras`);
	return /** @type {LocalizedString} */ ("owner_session_scans");
};

const it_owner_session_scans = /** @type {(inputs: Owner_Session_ScansInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} scansione`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} scansioni`);
	return /** @type {LocalizedString} */ ("owner_session_scans");
};

const ar_owner_session_scans = /** @type {(inputs: Owner_Session_ScansInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`${i?.countText} مسح`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`مسح واحد`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`مسحان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.countText} عمليات مسح`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.countText} عملية مسح`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} عملية مسح`);
	return /** @type {LocalizedString} */ ("owner_session_scans");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} scan" |
* | "other" | "{countText} scans" |
*
* @param {Owner_Session_ScansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_session_scans = /** @type {((inputs: Owner_Session_ScansInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Session_ScansInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_session_scans(inputs)
	if (locale === "fr") return fr_owner_session_scans(inputs)
	if (locale === "de") return de_owner_session_scans(inputs)
	if (locale === "pt-BR") return pt_br2_owner_session_scans(inputs)
	if (locale === "it") return it_owner_session_scans(inputs)
	if (locale === "ar") return ar_owner_session_scans(inputs)
	return en_owner_session_scans(inputs)
});