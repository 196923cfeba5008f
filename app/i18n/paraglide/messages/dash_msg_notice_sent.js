/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Dash_Msg_Notice_SentInputs */

const en_dash_msg_notice_sent = /** @type {(inputs: Dash_Msg_Notice_SentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Your notice is on its way to ${i?.countText} fan.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Your notice is on its way to ${i?.countText} fans.`);
	return /** @type {LocalizedString} */ ("dash_msg_notice_sent");
};

const es_dash_msg_notice_sent = /** @type {(inputs: Dash_Msg_Notice_SentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tu aviso va de camino a ${i?.countText} fan.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Tu aviso va de camino a ${i?.countText} fans.`);
	return /** @type {LocalizedString} */ ("dash_msg_notice_sent");
};

const fr_dash_msg_notice_sent = /** @type {(inputs: Dash_Msg_Notice_SentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Votre message part vers ${i?.countText} fan.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Votre message part vers ${i?.countText} fans.`);
	return /** @type {LocalizedString} */ ("dash_msg_notice_sent");
};

const de_dash_msg_notice_sent = /** @type {(inputs: Dash_Msg_Notice_SentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Deine Nachricht geht an ${i?.countText} Fan.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Deine Nachricht geht an ${i?.countText} Fans.`);
	return /** @type {LocalizedString} */ ("dash_msg_notice_sent");
};

const pt_br2_dash_msg_notice_sent = /** @type {(inputs: Dash_Msg_Notice_SentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Seu aviso está a caminho de ${i?.countText} fã.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Seu aviso está a caminho de ${i?.countText} fãs.`);
	return /** @type {LocalizedString} */ ("dash_msg_notice_sent");
};

const it_dash_msg_notice_sent = /** @type {(inputs: Dash_Msg_Notice_SentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Il tuo avviso sta arrivando a ${i?.countText} fan.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Il tuo avviso sta arrivando a ${i?.countText} fan.`);
	return /** @type {LocalizedString} */ ("dash_msg_notice_sent");
};

const ar_dash_msg_notice_sent = /** @type {(inputs: Dash_Msg_Notice_SentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`إشعارك في الطريق إلى ${i?.countText} معجب.`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`إشعارك في الطريق إلى معجب واحد.`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`إشعارك في الطريق إلى معجبَين.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`إشعارك في الطريق إلى ${i?.countText} معجبين.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`إشعارك في الطريق إلى ${i?.countText} معجبًا.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`إشعارك في الطريق إلى ${i?.countText} معجب.`);
	return /** @type {LocalizedString} */ ("dash_msg_notice_sent");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Your notice is on its way to {countText} fan." |
* | "other" | "Your notice is on its way to {countText} fans." |
*
* @param {Dash_Msg_Notice_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_notice_sent = /** @type {((inputs: Dash_Msg_Notice_SentInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Notice_SentInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_notice_sent(inputs)
	if (locale === "fr") return fr_dash_msg_notice_sent(inputs)
	if (locale === "de") return de_dash_msg_notice_sent(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_notice_sent(inputs)
	if (locale === "it") return it_dash_msg_notice_sent(inputs)
	if (locale === "ar") return ar_dash_msg_notice_sent(inputs)
	return en_dash_msg_notice_sent(inputs)
});