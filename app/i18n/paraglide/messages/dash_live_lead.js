/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Live_LeadInputs */

const en_dash_live_lead = /** @type {(inputs: Dash_Live_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone with the link or the QR code can tip you now.`)
};

const es_dash_live_lead = /** @type {(inputs: Dash_Live_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera con el enlace o el código QR ya puede darte propina.`)
};

const fr_dash_live_lead = /** @type {(inputs: Dash_Live_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toute personne ayant le lien ou le QR code peut maintenant vous donner un pourboire.`)
};

const de_dash_live_lead = /** @type {(inputs: Dash_Live_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder mit dem Link oder dem QR-Code kann dir jetzt Trinkgeld geben.`)
};

const pt_br2_dash_live_lead = /** @type {(inputs: Dash_Live_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer pessoa com o link ou o QR code já pode te dar gorjeta.`)
};

const it_dash_live_lead = /** @type {(inputs: Dash_Live_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiunque abbia il link o il codice QR ora può lasciarti una mancia.`)
};

const ar_dash_live_lead = /** @type {(inputs: Dash_Live_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يمكن لأي شخص لديه الرابط أو رمز QR أن يمنحك إكرامية الآن.`)
};

/**
* | output |
* | --- |
* | "Anyone with the link or the QR code can tip you now." |
*
* @param {Dash_Live_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_live_lead = /** @type {((inputs?: Dash_Live_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Live_LeadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_live_lead(inputs)
	if (locale === "fr") return fr_dash_live_lead(inputs)
	if (locale === "de") return de_dash_live_lead(inputs)
	if (locale === "pt-BR") return pt_br2_dash_live_lead(inputs)
	if (locale === "it") return it_dash_live_lead(inputs)
	if (locale === "ar") return ar_dash_live_lead(inputs)
	return en_dash_live_lead(inputs)
});