/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Step3_IntroInputs */

const en_owner_step3_intro = /** @type {(inputs: Owner_Step3_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make the page yours. Everything here is optional and can be changed later.`)
};

const es_owner_step3_intro = /** @type {(inputs: Owner_Step3_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz tuya la página. Todo aquí es opcional y puedes cambiarlo después.`)
};

const fr_owner_step3_intro = /** @type {(inputs: Owner_Step3_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnalisez votre page. Tout est facultatif et modifiable plus tard.`)
};

const de_owner_step3_intro = /** @type {(inputs: Owner_Step3_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mach die Seite zu deiner. Alles hier ist freiwillig und später änderbar.`)
};

const pt_br2_owner_step3_intro = /** @type {(inputs: Owner_Step3_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixe a página com a sua cara. Tudo aqui é opcional e pode ser mudado depois.`)
};

const it_owner_step3_intro = /** @type {(inputs: Owner_Step3_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rendi tua la pagina. Qui è tutto facoltativo e si può cambiare in seguito.`)
};

const ar_owner_step3_intro = /** @type {(inputs: Owner_Step3_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اجعل الصفحة تشبهك. كل ما هنا اختياري ويمكن تغييره لاحقًا.`)
};

/**
* | output |
* | --- |
* | "Make the page yours. Everything here is optional and can be changed later." |
*
* @param {Owner_Step3_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_step3_intro = /** @type {((inputs?: Owner_Step3_IntroInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Step3_IntroInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_step3_intro(inputs)
	if (locale === "fr") return fr_owner_step3_intro(inputs)
	if (locale === "de") return de_owner_step3_intro(inputs)
	if (locale === "pt-BR") return pt_br2_owner_step3_intro(inputs)
	if (locale === "it") return it_owner_step3_intro(inputs)
	if (locale === "ar") return ar_owner_step3_intro(inputs)
	return en_owner_step3_intro(inputs)
});