/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Owner_Day_EventsInputs */

const en_owner_day_events = /** @type {(inputs: Owner_Day_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} event`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} events`);
	return /** @type {LocalizedString} */ ("owner_day_events");
};

const es_owner_day_events = /** @type {(inputs: Owner_Day_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} evento`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} eventos`);
	return /** @type {LocalizedString} */ ("owner_day_events");
};

const fr_owner_day_events = /** @type {(inputs: Owner_Day_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} événement`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} événements`);
	return /** @type {LocalizedString} */ ("owner_day_events");
};

const de_owner_day_events = /** @type {(inputs: Owner_Day_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Veranstaltung`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} Veranstaltungen`);
	return /** @type {LocalizedString} */ ("owner_day_events");
};

const pt_br2_owner_day_events = /** @type {(inputs: Owner_Day_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} evento`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} eventos`);
	return /** @type {LocalizedString} */ ("owner_day_events");
};

const it_owner_day_events = /** @type {(inputs: Owner_Day_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} evento`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} eventi`);
	return /** @type {LocalizedString} */ ("owner_day_events");
};

const ar_owner_day_events = /** @type {(inputs: Owner_Day_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا فعاليات`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`فعالية واحدة`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`فعاليتان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.countText} فعاليات`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.countText} فعالية`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} فعالية`);
	return /** @type {LocalizedString} */ ("owner_day_events");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} event" |
* | "other" | "{countText} events" |
*
* @param {Owner_Day_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_day_events = /** @type {((inputs: Owner_Day_EventsInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Day_EventsInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_day_events(inputs)
	if (locale === "fr") return fr_owner_day_events(inputs)
	if (locale === "de") return de_owner_day_events(inputs)
	if (locale === "pt-BR") return pt_br2_owner_day_events(inputs)
	if (locale === "it") return it_owner_day_events(inputs)
	if (locale === "ar") return ar_owner_day_events(inputs)
	return en_owner_day_events(inputs)
});