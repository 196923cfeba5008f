/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Once_Per_DayInputs */

const en_dash_msg_once_per_day = /** @type {(inputs: Dash_Msg_Once_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already told your fans today. You can send the next notice tomorrow.`)
};

const es_dash_msg_once_per_day = /** @type {(inputs: Dash_Msg_Once_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya avisaste a tus fans hoy. Puedes enviar el próximo aviso mañana.`)
};

const fr_dash_msg_once_per_day = /** @type {(inputs: Dash_Msg_Once_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà prévenu vos fans aujourd’hui. Vous pourrez envoyer le prochain message demain.`)
};

const de_dash_msg_once_per_day = /** @type {(inputs: Dash_Msg_Once_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast deinen Fans heute schon Bescheid gesagt. Die nächste Nachricht kannst du morgen senden.`)
};

const pt_br2_dash_msg_once_per_day = /** @type {(inputs: Dash_Msg_Once_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você já avisou seus fãs hoje. Pode enviar o próximo aviso amanhã.`)
};

const it_dash_msg_once_per_day = /** @type {(inputs: Dash_Msg_Once_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai già avvisato i tuoi fan oggi. Puoi inviare il prossimo avviso domani.`)
};

const ar_dash_msg_once_per_day = /** @type {(inputs: Dash_Msg_Once_Per_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أخبرت معجبيك اليوم بالفعل. يمكنك إرسال الإشعار التالي غدًا.`)
};

/**
* | output |
* | --- |
* | "You already told your fans today. You can send the next notice tomorrow." |
*
* @param {Dash_Msg_Once_Per_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_once_per_day = /** @type {((inputs?: Dash_Msg_Once_Per_DayInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Once_Per_DayInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_once_per_day(inputs)
	if (locale === "fr") return fr_dash_msg_once_per_day(inputs)
	if (locale === "de") return de_dash_msg_once_per_day(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_once_per_day(inputs)
	if (locale === "it") return it_dash_msg_once_per_day(inputs)
	if (locale === "ar") return ar_dash_msg_once_per_day(inputs)
	return en_dash_msg_once_per_day(inputs)
});