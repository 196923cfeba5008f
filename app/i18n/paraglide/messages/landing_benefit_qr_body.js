/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Benefit_Qr_BodyInputs */

const en_landing_benefit_qr_body = /** @type {(inputs: Landing_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print it on your case or your merch table; a scan opens your page.`)
};

const es_landing_benefit_qr_body = /** @type {(inputs: Landing_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprímelo en tu funda o en tu mesa de merchandising; un escaneo abre tu página.`)
};

const fr_landing_benefit_qr_body = /** @type {(inputs: Landing_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimez-le sur votre étui ou votre table de merch ; un scan ouvre votre page.`)
};

const de_landing_benefit_qr_body = /** @type {(inputs: Landing_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Druck ihn auf deinen Koffer oder deinen Merch-Tisch; ein Scan öffnet deine Seite.`)
};

const pt_br2_landing_benefit_qr_body = /** @type {(inputs: Landing_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprima no seu case ou na sua mesa de produtos; um escaneamento abre sua página.`)
};

const it_landing_benefit_qr_body = /** @type {(inputs: Landing_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stampalo sulla custodia o sul banco del merchandising; una scansione apre la tua pagina.`)
};

const ar_landing_benefit_qr_body = /** @type {(inputs: Landing_Benefit_Qr_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطبعه على حقيبتك أو طاولة منتجاتك؛ مسحة واحدة تفتح صفحتك.`)
};

/**
* | output |
* | --- |
* | "Print it on your case or your merch table; a scan opens your page." |
*
* @param {Landing_Benefit_Qr_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const landing_benefit_qr_body = /** @type {((inputs?: Landing_Benefit_Qr_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Benefit_Qr_BodyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_landing_benefit_qr_body(inputs)
	if (locale === "fr") return fr_landing_benefit_qr_body(inputs)
	if (locale === "de") return de_landing_benefit_qr_body(inputs)
	if (locale === "pt-BR") return pt_br2_landing_benefit_qr_body(inputs)
	if (locale === "it") return it_landing_benefit_qr_body(inputs)
	if (locale === "ar") return ar_landing_benefit_qr_body(inputs)
	return en_landing_benefit_qr_body(inputs)
});