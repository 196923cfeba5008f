/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_No_FansInputs */

const en_dash_msg_no_fans = /** @type {(inputs: Dash_Msg_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No confirmed fans to tell yet (in that city).`)
};

const es_dash_msg_no_fans = /** @type {(inputs: Dash_Msg_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay fans confirmados a los que avisar (en esa ciudad).`)
};

const fr_dash_msg_no_fans = /** @type {(inputs: Dash_Msg_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de fans confirmés à prévenir (dans cette ville).`)
};

const de_dash_msg_no_fans = /** @type {(inputs: Dash_Msg_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine bestätigten Fans zum Benachrichtigen (in dieser Stadt).`)
};

const pt_br2_dash_msg_no_fans = /** @type {(inputs: Dash_Msg_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há fãs confirmados para avisar (nessa cidade).`)
};

const it_dash_msg_no_fans = /** @type {(inputs: Dash_Msg_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessun fan confermato da avvisare (in quella città).`)
};

const ar_dash_msg_no_fans = /** @type {(inputs: Dash_Msg_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا معجبين مؤكَّدين لإخبارهم بعد (في تلك المدينة).`)
};

/**
* | output |
* | --- |
* | "No confirmed fans to tell yet (in that city)." |
*
* @param {Dash_Msg_No_FansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_no_fans = /** @type {((inputs?: Dash_Msg_No_FansInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_No_FansInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_no_fans(inputs)
	if (locale === "fr") return fr_dash_msg_no_fans(inputs)
	if (locale === "de") return de_dash_msg_no_fans(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_no_fans(inputs)
	if (locale === "it") return it_dash_msg_no_fans(inputs)
	if (locale === "ar") return ar_dash_msg_no_fans(inputs)
	return en_dash_msg_no_fans(inputs)
});