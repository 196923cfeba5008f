/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fans_Confirm_PressInputs */

const en_fans_confirm_press = /** @type {(inputs: Fans_Confirm_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press the button to confirm that you want to hear from this performer.`)
};

const es_fans_confirm_press = /** @type {(inputs: Fans_Confirm_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pulsa el botón para confirmar que quieres recibir noticias de este artista.`)
};

const fr_fans_confirm_press = /** @type {(inputs: Fans_Confirm_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appuyez sur le bouton pour confirmer que vous voulez avoir des nouvelles de cet artiste.`)
};

const de_fans_confirm_press = /** @type {(inputs: Fans_Confirm_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drück den Knopf, um zu bestätigen, dass du von diesem Künstler hören möchtest.`)
};

const pt_br2_fans_confirm_press = /** @type {(inputs: Fans_Confirm_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toque no botão para confirmar que você quer ter notícias deste artista.`)
};

const it_fans_confirm_press = /** @type {(inputs: Fans_Confirm_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premi il pulsante per confermare che vuoi ricevere notizie da questo artista.`)
};

const ar_fans_confirm_press = /** @type {(inputs: Fans_Confirm_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اضغط الزر لتأكيد رغبتك في تلقي أخبار هذا الفنان.`)
};

/**
* | output |
* | --- |
* | "Press the button to confirm that you want to hear from this performer." |
*
* @param {Fans_Confirm_PressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const fans_confirm_press = /** @type {((inputs?: Fans_Confirm_PressInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fans_Confirm_PressInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fans_confirm_press(inputs)
	if (locale === "fr") return fr_fans_confirm_press(inputs)
	if (locale === "de") return de_fans_confirm_press(inputs)
	if (locale === "pt-BR") return pt_br2_fans_confirm_press(inputs)
	if (locale === "it") return it_fans_confirm_press(inputs)
	if (locale === "ar") return ar_fans_confirm_press(inputs)
	return en_fans_confirm_press(inputs)
});