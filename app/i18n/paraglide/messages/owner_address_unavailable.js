/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Address_UnavailableInputs */

const en_owner_address_unavailable = /** @type {(inputs: Owner_Address_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address search isn’t available just now: type your address in the fields below.`)
};

const es_owner_address_unavailable = /** @type {(inputs: Owner_Address_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda de direcciones no está disponible ahora: escribe tu dirección en los campos de abajo.`)
};

const fr_owner_address_unavailable = /** @type {(inputs: Owner_Address_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La recherche d’adresse n’est pas disponible pour l’instant : tapez votre adresse dans les champs ci-dessous.`)
};

const de_owner_address_unavailable = /** @type {(inputs: Owner_Address_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Adresssuche ist gerade nicht verfügbar: Tippe deine Adresse in die Felder unten ein.`)
};

const pt_br2_owner_address_unavailable = /** @type {(inputs: Owner_Address_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A busca de endereço não está disponível agora: digite seu endereço nos campos abaixo.`)
};

const it_owner_address_unavailable = /** @type {(inputs: Owner_Address_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ricerca dell’indirizzo non è disponibile al momento: scrivi il tuo indirizzo nei campi qui sotto.`)
};

const ar_owner_address_unavailable = /** @type {(inputs: Owner_Address_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البحث عن العنوان غير متاح الآن: اكتب عنوانك في الحقول أدناه.`)
};

/**
* | output |
* | --- |
* | "Address search isn’t available just now: type your address in the fields below." |
*
* @param {Owner_Address_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_address_unavailable = /** @type {((inputs?: Owner_Address_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Address_UnavailableInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_address_unavailable(inputs)
	if (locale === "fr") return fr_owner_address_unavailable(inputs)
	if (locale === "de") return de_owner_address_unavailable(inputs)
	if (locale === "pt-BR") return pt_br2_owner_address_unavailable(inputs)
	if (locale === "it") return it_owner_address_unavailable(inputs)
	if (locale === "ar") return ar_owner_address_unavailable(inputs)
	return en_owner_address_unavailable(inputs)
});