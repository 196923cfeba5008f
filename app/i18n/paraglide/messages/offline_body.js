/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_BodyInputs */

const en_offline_body = /** @type {(inputs: Offline_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped needs a connection to show this page. Check your signal and try again.`)
};

const es_offline_body = /** @type {(inputs: Offline_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped necesita conexión para mostrar esta página. Revisa tu señal e inténtalo de nuevo.`)
};

const fr_offline_body = /** @type {(inputs: Offline_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped a besoin d’une connexion pour afficher cette page. Vérifiez votre réseau et réessayez.`)
};

const de_offline_body = /** @type {(inputs: Offline_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped braucht eine Verbindung, um diese Seite zu zeigen. Prüfe deinen Empfang und versuch es noch einmal.`)
};

const pt_br2_offline_body = /** @type {(inputs: Offline_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Tipped precisa de conexão para mostrar esta página. Confira o sinal e tente de novo.`)
};

const it_offline_body = /** @type {(inputs: Offline_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipped ha bisogno di una connessione per mostrare questa pagina. Controlla il segnale e riprova.`)
};

const ar_offline_body = /** @type {(inputs: Offline_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحتاج Tipped إلى اتصال لعرض هذه الصفحة. تحقق من الإشارة وحاول مجددًا.`)
};

/**
* | output |
* | --- |
* | "Tipped needs a connection to show this page. Check your signal and try again." |
*
* @param {Offline_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const offline_body = /** @type {((inputs?: Offline_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_BodyInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_body(inputs)
	if (locale === "fr") return fr_offline_body(inputs)
	if (locale === "de") return de_offline_body(inputs)
	if (locale === "pt-BR") return pt_br2_offline_body(inputs)
	if (locale === "it") return it_offline_body(inputs)
	if (locale === "ar") return ar_offline_body(inputs)
	return en_offline_body(inputs)
});