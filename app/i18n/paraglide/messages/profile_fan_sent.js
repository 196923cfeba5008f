/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Fan_SentInputs */

const en_profile_fan_sent = /** @type {(inputs: Profile_Fan_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox: we sent you a link to confirm. Nothing is saved until you open it.`)
};

const es_profile_fan_sent = /** @type {(inputs: Profile_Fan_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo: te enviamos un enlace para confirmar. No se guarda nada hasta que lo abras.`)
};

const fr_profile_fan_sent = /** @type {(inputs: Profile_Fan_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez votre boîte mail : nous vous avons envoyé un lien de confirmation. Rien n'est enregistré avant que vous l'ouvriez.`)
};

const de_profile_fan_sent = /** @type {(inputs: Profile_Fan_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sieh in dein Postfach: Wir haben dir einen Bestätigungslink geschickt. Gespeichert wird erst, wenn du ihn öffnest.`)
};

const pt_br2_profile_fan_sent = /** @type {(inputs: Profile_Fan_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confira seu e-mail: enviamos um link para confirmar. Nada é salvo até você abri-lo.`)
};

const it_profile_fan_sent = /** @type {(inputs: Profile_Fan_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controlla la posta: ti abbiamo inviato un link di conferma. Nulla viene salvato finché non lo apri.`)
};

const ar_profile_fan_sent = /** @type {(inputs: Profile_Fan_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحقق من بريدك: أرسلنا إليك رابطًا للتأكيد. لن يُحفظ شيء حتى تفتحه.`)
};

/**
* | output |
* | --- |
* | "Check your inbox: we sent you a link to confirm. Nothing is saved until you open it." |
*
* @param {Profile_Fan_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_fan_sent = /** @type {((inputs?: Profile_Fan_SentInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Fan_SentInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_fan_sent(inputs)
	if (locale === "fr") return fr_profile_fan_sent(inputs)
	if (locale === "de") return de_profile_fan_sent(inputs)
	if (locale === "pt-BR") return pt_br2_profile_fan_sent(inputs)
	if (locale === "it") return it_profile_fan_sent(inputs)
	if (locale === "ar") return ar_profile_fan_sent(inputs)
	return en_profile_fan_sent(inputs)
});