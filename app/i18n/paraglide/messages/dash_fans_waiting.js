/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Dash_Fans_WaitingInputs */

const en_dash_fans_waiting = /** @type {(inputs: Dash_Fans_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} mail still on its way.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} mails still on their way.`);
	return /** @type {LocalizedString} */ ("dash_fans_waiting");
};

const es_dash_fans_waiting = /** @type {(inputs: Dash_Fans_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} correo aún en camino.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} correos aún en camino.`);
	return /** @type {LocalizedString} */ ("dash_fans_waiting");
};

const fr_dash_fans_waiting = /** @type {(inputs: Dash_Fans_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} e-mail encore en route.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} e-mails encore en route.`);
	return /** @type {LocalizedString} */ ("dash_fans_waiting");
};

const de_dash_fans_waiting = /** @type {(inputs: Dash_Fans_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Mail noch unterwegs.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} Mails noch unterwegs.`);
	return /** @type {LocalizedString} */ ("dash_fans_waiting");
};

const pt_br2_dash_fans_waiting = /** @type {(inputs: Dash_Fans_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} e-mail ainda a caminho.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} e-mails ainda a caminho.`);
	return /** @type {LocalizedString} */ ("dash_fans_waiting");
};

const it_dash_fans_waiting = /** @type {(inputs: Dash_Fans_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} email ancora in viaggio.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} email ancora in viaggio.`);
	return /** @type {LocalizedString} */ ("dash_fans_waiting");
};

const ar_dash_fans_waiting = /** @type {(inputs: Dash_Fans_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا رسائل في الطريق.`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`رسالة واحدة ما زالت في الطريق.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`رسالتان ما زالتا في الطريق.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.countText} رسائل ما زالت في الطريق.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.countText} رسالة ما زالت في الطريق.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} رسالة ما زالت في الطريق.`);
	return /** @type {LocalizedString} */ ("dash_fans_waiting");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} mail still on its way." |
* | "other" | "{countText} mails still on their way." |
*
* @param {Dash_Fans_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_fans_waiting = /** @type {((inputs: Dash_Fans_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fans_WaitingInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_fans_waiting(inputs)
	if (locale === "fr") return fr_dash_fans_waiting(inputs)
	if (locale === "de") return de_dash_fans_waiting(inputs)
	if (locale === "pt-BR") return pt_br2_dash_fans_waiting(inputs)
	if (locale === "it") return it_dash_fans_waiting(inputs)
	if (locale === "ar") return ar_dash_fans_waiting(inputs)
	return en_dash_fans_waiting(inputs)
});