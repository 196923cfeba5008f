/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fans_Unsubscribe_PressInputs */

const en_fans_unsubscribe_press = /** @type {(inputs: Fans_Unsubscribe_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press the button to get no more mails from this performer.`)
};

const es_fans_unsubscribe_press = /** @type {(inputs: Fans_Unsubscribe_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pulsa el botón para no recibir más correos de este artista.`)
};

const fr_fans_unsubscribe_press = /** @type {(inputs: Fans_Unsubscribe_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appuyez sur le bouton pour ne plus recevoir de messages de cet artiste.`)
};

const de_fans_unsubscribe_press = /** @type {(inputs: Fans_Unsubscribe_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drück den Knopf, um keine Mails mehr von diesem Künstler zu bekommen.`)
};

const pt_br2_fans_unsubscribe_press = /** @type {(inputs: Fans_Unsubscribe_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toque no botão para não receber mais e-mails deste artista.`)
};

const it_fans_unsubscribe_press = /** @type {(inputs: Fans_Unsubscribe_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premi il pulsante per non ricevere più email da questo artista.`)
};

const ar_fans_unsubscribe_press = /** @type {(inputs: Fans_Unsubscribe_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اضغط الزر لكي لا تصلك رسائل أخرى من هذا الفنان.`)
};

/**
* | output |
* | --- |
* | "Press the button to get no more mails from this performer." |
*
* @param {Fans_Unsubscribe_PressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const fans_unsubscribe_press = /** @type {((inputs?: Fans_Unsubscribe_PressInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fans_Unsubscribe_PressInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fans_unsubscribe_press(inputs)
	if (locale === "fr") return fr_fans_unsubscribe_press(inputs)
	if (locale === "de") return de_fans_unsubscribe_press(inputs)
	if (locale === "pt-BR") return pt_br2_fans_unsubscribe_press(inputs)
	if (locale === "it") return it_fans_unsubscribe_press(inputs)
	if (locale === "ar") return ar_fans_unsubscribe_press(inputs)
	return en_fans_unsubscribe_press(inputs)
});