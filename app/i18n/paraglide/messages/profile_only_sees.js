/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown> }} Profile_Only_SeesInputs */

const en_profile_only_sees = /** @type {(inputs: Profile_Only_SeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.firstName} sees your name and message.`)
};

const es_profile_only_sees = /** @type {(inputs: Profile_Only_SeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solo ${i?.firstName} ve tu nombre y tu mensaje.`)
};

const fr_profile_only_sees = /** @type {(inputs: Profile_Only_SeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seul·e ${i?.firstName} voit votre nom et votre message.`)
};

const de_profile_only_sees = /** @type {(inputs: Profile_Only_SeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur ${i?.firstName} sieht deinen Namen und deine Nachricht.`)
};

const pt_br2_profile_only_sees = /** @type {(inputs: Profile_Only_SeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Só ${i?.firstName} vê seu nome e sua mensagem.`)
};

const it_profile_only_sees = /** @type {(inputs: Profile_Only_SeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solo ${i?.firstName} vede il tuo nome e il messaggio.`)
};

const ar_profile_only_sees = /** @type {(inputs: Profile_Only_SeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا يرى اسمك ورسالتك إلا ${i?.firstName}.`)
};

/**
* | output |
* | --- |
* | "Only {firstName} sees your name and message." |
*
* @param {Profile_Only_SeesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_only_sees = /** @type {((inputs: Profile_Only_SeesInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Only_SeesInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_only_sees(inputs)
	if (locale === "fr") return fr_profile_only_sees(inputs)
	if (locale === "de") return de_profile_only_sees(inputs)
	if (locale === "pt-BR") return pt_br2_profile_only_sees(inputs)
	if (locale === "it") return it_profile_only_sees(inputs)
	if (locale === "ar") return ar_profile_only_sees(inputs)
	return en_profile_only_sees(inputs)
});