/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Owner_Upload_OfflineInputs */

const en_owner_upload_offline = /** @type {(inputs: Owner_Upload_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for the network… ${i?.percent}% sent; it carries on by itself when you are back online.`)
};

const es_owner_upload_offline = /** @type {(inputs: Owner_Upload_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esperando la red… ${i?.percent} % enviado; seguirá solo cuando vuelvas a tener conexión.`)
};

const fr_owner_upload_offline = /** @type {(inputs: Owner_Upload_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En attente du réseau… ${i?.percent} % envoyé ; l’envoi reprendra tout seul quand vous serez reconnecté.`)
};

const de_owner_upload_offline = /** @type {(inputs: Owner_Upload_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Warte auf das Netz … ${i?.percent} % gesendet; es geht von selbst weiter, sobald du wieder online bist.`)
};

const pt_br2_owner_upload_offline = /** @type {(inputs: Owner_Upload_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aguardando a rede… ${i?.percent}% enviado; continua sozinho quando você voltar a ficar online.`)
};

const it_owner_upload_offline = /** @type {(inputs: Owner_Upload_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In attesa della rete… ${i?.percent}% inviato; riprende da solo quando torni online.`)
};

const ar_owner_upload_offline = /** @type {(inputs: Owner_Upload_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بانتظار الشبكة… أُرسل ${i?.percent}٪؛ وسيُستأنف تلقائيًا عند عودة الاتصال.`)
};

/**
* | output |
* | --- |
* | "Waiting for the network… {percent}% sent; it carries on by itself when you are back online." |
*
* @param {Owner_Upload_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_upload_offline = /** @type {((inputs: Owner_Upload_OfflineInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Upload_OfflineInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_upload_offline(inputs)
	if (locale === "fr") return fr_owner_upload_offline(inputs)
	if (locale === "de") return de_owner_upload_offline(inputs)
	if (locale === "pt-BR") return pt_br2_owner_upload_offline(inputs)
	if (locale === "it") return it_owner_upload_offline(inputs)
	if (locale === "ar") return ar_owner_upload_offline(inputs)
	return en_owner_upload_offline(inputs)
});