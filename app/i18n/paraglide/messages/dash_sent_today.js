/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sent_TodayInputs */

const en_dash_sent_today = /** @type {(inputs: Dash_Sent_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You told your fans today already; the next notice can go tomorrow.`)
};

const es_dash_sent_today = /** @type {(inputs: Dash_Sent_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya avisaste a tus fans hoy; el próximo aviso podrá salir mañana.`)
};

const fr_dash_sent_today = /** @type {(inputs: Dash_Sent_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà prévenu vos fans aujourd’hui ; le prochain message pourra partir demain.`)
};

const de_dash_sent_today = /** @type {(inputs: Dash_Sent_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast deinen Fans heute schon Bescheid gesagt; die nächste Nachricht kann morgen raus.`)
};

const pt_br2_dash_sent_today = /** @type {(inputs: Dash_Sent_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você já avisou seus fãs hoje; o próximo aviso pode sair amanhã.`)
};

const it_dash_sent_today = /** @type {(inputs: Dash_Sent_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai già avvisato i tuoi fan oggi; il prossimo avviso potrà partire domani.`)
};

const ar_dash_sent_today = /** @type {(inputs: Dash_Sent_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أخبرت معجبيك اليوم بالفعل؛ يمكن إرسال الإشعار التالي غدًا.`)
};

/**
* | output |
* | --- |
* | "You told your fans today already; the next notice can go tomorrow." |
*
* @param {Dash_Sent_TodayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_sent_today = /** @type {((inputs?: Dash_Sent_TodayInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sent_TodayInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_sent_today(inputs)
	if (locale === "fr") return fr_dash_sent_today(inputs)
	if (locale === "de") return de_dash_sent_today(inputs)
	if (locale === "pt-BR") return pt_br2_dash_sent_today(inputs)
	if (locale === "it") return it_dash_sent_today(inputs)
	if (locale === "ar") return ar_dash_sent_today(inputs)
	return en_dash_sent_today(inputs)
});