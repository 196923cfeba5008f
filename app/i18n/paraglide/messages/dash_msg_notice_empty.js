/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Notice_EmptyInputs */

const en_dash_msg_notice_empty = /** @type {(inputs: Dash_Msg_Notice_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write what you want to tell your fans.`)
};

const es_dash_msg_notice_empty = /** @type {(inputs: Dash_Msg_Notice_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe lo que quieres contar a tus fans.`)
};

const fr_dash_msg_notice_empty = /** @type {(inputs: Dash_Msg_Notice_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez ce que vous voulez dire à vos fans.`)
};

const de_dash_msg_notice_empty = /** @type {(inputs: Dash_Msg_Notice_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreib, was du deinen Fans sagen willst.`)
};

const pt_br2_dash_msg_notice_empty = /** @type {(inputs: Dash_Msg_Notice_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escreva o que quer contar aos seus fãs.`)
};

const it_dash_msg_notice_empty = /** @type {(inputs: Dash_Msg_Notice_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scrivi cosa vuoi dire ai tuoi fan.`)
};

const ar_dash_msg_notice_empty = /** @type {(inputs: Dash_Msg_Notice_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اكتب ما تريد إخبار معجبيك به.`)
};

/**
* | output |
* | --- |
* | "Write what you want to tell your fans." |
*
* @param {Dash_Msg_Notice_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_notice_empty = /** @type {((inputs?: Dash_Msg_Notice_EmptyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Notice_EmptyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_notice_empty(inputs)
	if (locale === "fr") return fr_dash_msg_notice_empty(inputs)
	if (locale === "de") return de_dash_msg_notice_empty(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_notice_empty(inputs)
	if (locale === "it") return it_dash_msg_notice_empty(inputs)
	if (locale === "ar") return ar_dash_msg_notice_empty(inputs)
	return en_dash_msg_notice_empty(inputs)
});