/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Sign_CameraInputs */

const en_rest_sign_camera = /** @type {(inputs: Rest_Sign_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`with your camera`)
};

const es_rest_sign_camera = /** @type {(inputs: Rest_Sign_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`con tu cámara`)
};

const fr_rest_sign_camera = /** @type {(inputs: Rest_Sign_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`avec votre appareil photo`)
};

const de_rest_sign_camera = /** @type {(inputs: Rest_Sign_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mit deiner Kamera`)
};

const pt_br2_rest_sign_camera = /** @type {(inputs: Rest_Sign_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`com a câmera`)
};

const it_rest_sign_camera = /** @type {(inputs: Rest_Sign_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`con la fotocamera`)
};

const ar_rest_sign_camera = /** @type {(inputs: Rest_Sign_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بكاميرا هاتفك`)
};

/**
* | output |
* | --- |
* | "with your camera" |
*
* @param {Rest_Sign_CameraInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const rest_sign_camera = /** @type {((inputs?: Rest_Sign_CameraInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Sign_CameraInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rest_sign_camera(inputs)
	if (locale === "fr") return fr_rest_sign_camera(inputs)
	if (locale === "de") return de_rest_sign_camera(inputs)
	if (locale === "pt-BR") return pt_br2_rest_sign_camera(inputs)
	if (locale === "it") return it_rest_sign_camera(inputs)
	if (locale === "ar") return ar_rest_sign_camera(inputs)
	return en_rest_sign_camera(inputs)
});