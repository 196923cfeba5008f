/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Report_IntroInputs */

const en_rest_report_intro = /** @type {(inputs: Rest_Report_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what is wrong with this page. Our team reads every report; we do not tell the performer who sent it.`)
};

const es_rest_report_intro = /** @type {(inputs: Rest_Report_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuéntanos qué falla en esta página. Nuestro equipo lee cada denuncia; no le decimos al artista quién la envió.`)
};

const fr_rest_report_intro = /** @type {(inputs: Rest_Report_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous ce qui ne va pas sur cette page. Notre équipe lit chaque signalement ; nous ne disons pas à l’artiste qui l’a envoyé.`)
};

const de_rest_report_intro = /** @type {(inputs: Rest_Report_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sag uns, was mit dieser Seite nicht stimmt. Unser Team liest jede Meldung; wir verraten der Künstlerin oder dem Künstler nicht, wer sie geschickt hat.`)
};

const pt_br2_rest_report_intro = /** @type {(inputs: Rest_Report_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conte o que há de errado nesta página. Nossa equipe lê cada denúncia; não contamos ao artista quem a enviou.`)
};

const it_rest_report_intro = /** @type {(inputs: Rest_Report_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dicci cosa non va in questa pagina. Il nostro team legge ogni segnalazione; non diciamo all’artista chi l’ha inviata.`)
};

const ar_rest_report_intro = /** @type {(inputs: Rest_Report_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أخبرنا بما هو خطأ في هذه الصفحة. يقرأ فريقنا كل بلاغ، ولا نخبر الفنان بمن أرسله.`)
};

/**
* | output |
* | --- |
* | "Tell us what is wrong with this page. Our team reads every report; we do not tell the performer who sent it." |
*
* @param {Rest_Report_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_report_intro = /** @type {((inputs?: Rest_Report_IntroInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Report_IntroInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_report_intro(inputs)
	if (locale === "fr") return fr_rest_report_intro(inputs)
	if (locale === "de") return de_rest_report_intro(inputs)
	if (locale === "pt-BR") return pt_br2_rest_report_intro(inputs)
	if (locale === "it") return it_rest_report_intro(inputs)
	if (locale === "ar") return ar_rest_report_intro(inputs)
	return en_rest_report_intro(inputs)
});