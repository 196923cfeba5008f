/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Msg_Report_Too_ManyInputs */

const en_rest_msg_report_too_many = /** @type {(inputs: Rest_Msg_Report_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have sent several reports just now. Please wait a while and try again.`)
};

const es_rest_msg_report_too_many = /** @type {(inputs: Rest_Msg_Report_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acabas de enviar varias denuncias. Espera un rato y vuelve a intentarlo.`)
};

const fr_rest_msg_report_too_many = /** @type {(inputs: Rest_Msg_Report_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous venez d’envoyer plusieurs signalements. Patientez un peu et réessayez.`)
};

const de_rest_msg_report_too_many = /** @type {(inputs: Rest_Msg_Report_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast gerade mehrere Meldungen geschickt. Warte bitte eine Weile und versuche es dann erneut.`)
};

const pt_br2_rest_msg_report_too_many = /** @type {(inputs: Rest_Msg_Report_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você acabou de enviar várias denúncias. Espere um pouco e tente de novo.`)
};

const it_rest_msg_report_too_many = /** @type {(inputs: Rest_Msg_Report_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai appena inviato diverse segnalazioni. Attendi un po’ e riprova.`)
};

const ar_rest_msg_report_too_many = /** @type {(inputs: Rest_Msg_Report_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسلت عدة بلاغات للتو. انتظر قليلًا ثم حاول مرة أخرى.`)
};

/**
* | output |
* | --- |
* | "You have sent several reports just now. Please wait a while and try again." |
*
* @param {Rest_Msg_Report_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_msg_report_too_many = /** @type {((inputs?: Rest_Msg_Report_Too_ManyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Msg_Report_Too_ManyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_msg_report_too_many(inputs)
	if (locale === "fr") return fr_rest_msg_report_too_many(inputs)
	if (locale === "de") return de_rest_msg_report_too_many(inputs)
	if (locale === "pt-BR") return pt_br2_rest_msg_report_too_many(inputs)
	if (locale === "it") return it_rest_msg_report_too_many(inputs)
	if (locale === "ar") return ar_rest_msg_report_too_many(inputs)
	return en_rest_msg_report_too_many(inputs)
});