/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_Session_Waiting_StartInputs */

const en_sign_session_waiting_start = /** @type {(inputs: Sign_Session_Waiting_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No network: performing starts here as soon as this phone is back online, from the moment you tapped.`)
};

const es_sign_session_waiting_start = /** @type {(inputs: Sign_Session_Waiting_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin red: la actuación empieza aquí en cuanto este teléfono vuelva a tener conexión, desde el momento en que tocaste.`)
};

const fr_sign_session_waiting_start = /** @type {(inputs: Sign_Session_Waiting_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de réseau : le spectacle commence ici dès que ce téléphone retrouve la connexion, à partir du moment où vous avez appuyé.`)
};

const de_sign_session_waiting_start = /** @type {(inputs: Sign_Session_Waiting_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Netz: Der Auftritt beginnt hier, sobald dieses Telefon wieder online ist, ab dem Moment deines Tippens.`)
};

const pt_br2_sign_session_waiting_start = /** @type {(inputs: Sign_Session_Waiting_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem rede: a apresentação começa aqui assim que este celular voltar a ficar online, a partir do momento em que você tocou.`)
};

const it_sign_session_waiting_start = /** @type {(inputs: Sign_Session_Waiting_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna rete: l'esibizione inizia qui appena questo telefono torna online, dal momento in cui hai toccato.`)
};

const ar_sign_session_waiting_start = /** @type {(inputs: Sign_Session_Waiting_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد شبكة: يبدأ العرض هنا بمجرد عودة هذا الهاتف إلى الاتصال، من لحظة نقرك.`)
};

/**
* | output |
* | --- |
* | "No network: performing starts here as soon as this phone is back online, from the moment you tapped." |
*
* @param {Sign_Session_Waiting_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_session_waiting_start = /** @type {((inputs?: Sign_Session_Waiting_StartInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_Session_Waiting_StartInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_session_waiting_start(inputs)
	if (locale === "fr") return fr_sign_session_waiting_start(inputs)
	if (locale === "de") return de_sign_session_waiting_start(inputs)
	if (locale === "pt-BR") return pt_br2_sign_session_waiting_start(inputs)
	if (locale === "it") return it_sign_session_waiting_start(inputs)
	if (locale === "ar") return ar_sign_session_waiting_start(inputs)
	return en_sign_session_waiting_start(inputs)
});