/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Profile_Events_CountInputs */

const en_profile_events_count = /** @type {(inputs: Profile_Events_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 event`);
	return /** @type {LocalizedString} */ (`${i?.countText} events`)
	
};

const es_profile_events_count = /** @type {(inputs: Profile_Events_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 evento`);
	return /** @type {LocalizedString} */ (`${i?.countText} eventos`)
	
};

const fr_profile_events_count = /** @type {(inputs: Profile_Events_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 événement`);
	return /** @type {LocalizedString} */ (`${i?.countText} événements`)
	
};

const de_profile_events_count = /** @type {(inputs: Profile_Events_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Termin`);
	return /** @type {LocalizedString} */ (`${i?.countText} Termine`)
	
};

const pt_br2_profile_events_count = /** @type {(inputs: Profile_Events_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 evento`);
	return /** @type {LocalizedString} */ (`${i?.countText} eventos`)
	
};

const it_profile_events_count = /** @type {(inputs: Profile_Events_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 evento`);
	return /** @type {LocalizedString} */ (`${i?.countText} eventi`)
	
};

const ar_profile_events_count = /** @type {(inputs: Profile_Events_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا فعاليات`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`فعاليتان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.countText} فعاليات`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`فعالية واحدة`);
	return /** @type {LocalizedString} */ (`${i?.countText} فعالية`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 event" |
* | * | "{countText} events" |
*
* @param {Profile_Events_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_events_count = /** @type {((inputs: Profile_Events_CountInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Events_CountInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_events_count(inputs)
	if (locale === "fr") return fr_profile_events_count(inputs)
	if (locale === "de") return de_profile_events_count(inputs)
	if (locale === "pt-BR") return pt_br2_profile_events_count(inputs)
	if (locale === "it") return it_profile_events_count(inputs)
	if (locale === "ar") return ar_profile_events_count(inputs)
	return en_profile_events_count(inputs)
});