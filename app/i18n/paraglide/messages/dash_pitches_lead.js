/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Pitches_LeadInputs */

const en_dash_pitches_lead = /** @type {(inputs: Dash_Pitches_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The places you play, each with its own QR code: scans, clicks and tips are counted by pitch and by session.`)
};

const es_dash_pitches_lead = /** @type {(inputs: Dash_Pitches_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los lugares donde tocas, cada uno con su propio código QR: escaneos, clics y propinas se cuentan por lugar y por sesión.`)
};

const fr_dash_pitches_lead = /** @type {(inputs: Dash_Pitches_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les endroits où vous jouez, chacun avec son QR code : scans, clics et pourboires sont comptés par spot et par session.`)
};

const de_dash_pitches_lead = /** @type {(inputs: Dash_Pitches_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Orte, an denen du spielst, jeder mit eigenem QR-Code: Scans, Klicks und Trinkgelder werden pro Spielort und Session gezählt.`)
};

const pt_br2_dash_pitches_lead = /** @type {(inputs: Dash_Pitches_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os lugares onde você toca, cada um com seu QR code: leituras, cliques e gorjetas são contados por ponto e por sessão.`)
};

const it_dash_pitches_lead = /** @type {(inputs: Dash_Pitches_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I posti in cui suoni, ognuno con il suo codice QR: scansioni, clic e mance sono contati per postazione e per sessione.`)
};

const ar_dash_pitches_lead = /** @type {(inputs: Dash_Pitches_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأماكن التي تعزف فيها، ولكل منها رمز QR خاص: تُحسب عمليات المسح والنقرات والإكراميات لكل مكان ولكل جلسة.`)
};

/**
* | output |
* | --- |
* | "The places you play, each with its own QR code: scans, clicks and tips are counted by pitch and by session." |
*
* @param {Dash_Pitches_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_pitches_lead = /** @type {((inputs?: Dash_Pitches_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Pitches_LeadInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_pitches_lead(inputs)
	if (locale === "fr") return fr_dash_pitches_lead(inputs)
	if (locale === "de") return de_dash_pitches_lead(inputs)
	if (locale === "pt-BR") return pt_br2_dash_pitches_lead(inputs)
	if (locale === "it") return it_dash_pitches_lead(inputs)
	if (locale === "ar") return ar_dash_pitches_lead(inputs)
	return en_dash_pitches_lead(inputs)
});