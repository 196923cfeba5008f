/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_PressInputs */

const en_verify_press = /** @type {(inputs: Verify_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press the button to confirm this address for your Tipped account.`)
};

const es_verify_press = /** @type {(inputs: Verify_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pulsa el botón para confirmar esta dirección para tu cuenta de Tipped.`)
};

const fr_verify_press = /** @type {(inputs: Verify_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appuyez sur le bouton pour confirmer cette adresse pour votre compte Tipped.`)
};

const de_verify_press = /** @type {(inputs: Verify_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drück den Knopf, um diese Adresse für dein Tipped-Konto zu bestätigen.`)
};

const pt_br2_verify_press = /** @type {(inputs: Verify_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toque no botão para confirmar este endereço na sua conta do Tipped.`)
};

const it_verify_press = /** @type {(inputs: Verify_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premi il pulsante per confermare questo indirizzo per il tuo account Tipped.`)
};

const ar_verify_press = /** @type {(inputs: Verify_PressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اضغط الزر لتأكيد هذا العنوان لحسابك على Tipped.`)
};

/**
* | output |
* | --- |
* | "Press the button to confirm this address for your Tipped account." |
*
* @param {Verify_PressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const verify_press = /** @type {((inputs?: Verify_PressInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_PressInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_press(inputs)
	if (locale === "fr") return fr_verify_press(inputs)
	if (locale === "de") return de_verify_press(inputs)
	if (locale === "pt-BR") return pt_br2_verify_press(inputs)
	if (locale === "it") return it_verify_press(inputs)
	if (locale === "ar") return ar_verify_press(inputs)
	return en_verify_press(inputs)
});