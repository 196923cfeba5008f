/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Live_Qr_AltInputs */

const en_dash_live_qr_alt = /** @type {(inputs: Dash_Live_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code for your page`)
};

const es_dash_live_qr_alt = /** @type {(inputs: Dash_Live_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR de tu página`)
};

const fr_dash_live_qr_alt = /** @type {(inputs: Dash_Live_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code de votre page`)
};

const de_dash_live_qr_alt = /** @type {(inputs: Dash_Live_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code deiner Seite`)
};

const pt_br2_dash_live_qr_alt = /** @type {(inputs: Dash_Live_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code da sua página`)
};

const it_dash_live_qr_alt = /** @type {(inputs: Dash_Live_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice QR della tua pagina`)
};

const ar_dash_live_qr_alt = /** @type {(inputs: Dash_Live_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمز QR لصفحتك`)
};

/**
* | output |
* | --- |
* | "QR code for your page" |
*
* @param {Dash_Live_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_live_qr_alt = /** @type {((inputs?: Dash_Live_Qr_AltInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Live_Qr_AltInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_live_qr_alt(inputs)
	if (locale === "fr") return fr_dash_live_qr_alt(inputs)
	if (locale === "de") return de_dash_live_qr_alt(inputs)
	if (locale === "pt-BR") return pt_br2_dash_live_qr_alt(inputs)
	if (locale === "it") return it_dash_live_qr_alt(inputs)
	if (locale === "ar") return ar_dash_live_qr_alt(inputs)
	return en_dash_live_qr_alt(inputs)
});