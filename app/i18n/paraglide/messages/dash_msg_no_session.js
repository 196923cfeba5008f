/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_No_SessionInputs */

const en_dash_msg_no_session = /** @type {(inputs: Dash_Msg_No_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No session is going on`)
};

const es_dash_msg_no_session = /** @type {(inputs: Dash_Msg_No_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ninguna sesión en curso`)
};

const fr_dash_msg_no_session = /** @type {(inputs: Dash_Msg_No_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune session en cours`)
};

const de_dash_msg_no_session = /** @type {(inputs: Dash_Msg_No_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerade läuft keine Session`)
};

const pt_br2_dash_msg_no_session = /** @type {(inputs: Dash_Msg_No_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma sessão em andamento`)
};

const it_dash_msg_no_session = /** @type {(inputs: Dash_Msg_No_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna sessione in corso`)
};

const ar_dash_msg_no_session = /** @type {(inputs: Dash_Msg_No_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد جلسة جارية`)
};

/**
* | output |
* | --- |
* | "No session is going on" |
*
* @param {Dash_Msg_No_SessionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_no_session = /** @type {((inputs?: Dash_Msg_No_SessionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_No_SessionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_no_session(inputs)
	if (locale === "fr") return fr_dash_msg_no_session(inputs)
	if (locale === "de") return de_dash_msg_no_session(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_no_session(inputs)
	if (locale === "it") return it_dash_msg_no_session(inputs)
	if (locale === "ar") return ar_dash_msg_no_session(inputs)
	return en_dash_msg_no_session(inputs)
});