/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Card_ReturnedInputs */

const en_owner_card_returned = /** @type {(inputs: Owner_Card_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe has your details and is still checking them. This page updates when it's done.`)
};

const es_owner_card_returned = /** @type {(inputs: Owner_Card_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe tiene tus datos y aún los está revisando. Esta página se actualizará al terminar.`)
};

const fr_owner_card_returned = /** @type {(inputs: Owner_Card_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe a vos informations et les vérifie encore. Cette page se mettra à jour ensuite.`)
};

const de_owner_card_returned = /** @type {(inputs: Owner_Card_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe hat deine Angaben und prüft sie noch. Diese Seite aktualisiert sich danach.`)
};

const pt_br2_owner_card_returned = /** @type {(inputs: Owner_Card_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Stripe recebeu seus dados e ainda está verificando. Esta página atualiza quando terminar.`)
};

const it_owner_card_returned = /** @type {(inputs: Owner_Card_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe ha i tuoi dati e li sta ancora verificando. Questa pagina si aggiorna quando ha finito.`)
};

const ar_owner_card_returned = /** @type {(inputs: Owner_Card_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لدى Stripe بياناتك وما زال يتحقق منها. ستتحدث هذه الصفحة عند الانتهاء.`)
};

/**
* | output |
* | --- |
* | "Stripe has your details and is still checking them. This page updates when it's done." |
*
* @param {Owner_Card_ReturnedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const owner_card_returned = /** @type {((inputs?: Owner_Card_ReturnedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Card_ReturnedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_card_returned(inputs)
	if (locale === "fr") return fr_owner_card_returned(inputs)
	if (locale === "de") return de_owner_card_returned(inputs)
	if (locale === "pt-BR") return pt_br2_owner_card_returned(inputs)
	if (locale === "it") return it_owner_card_returned(inputs)
	if (locale === "ar") return ar_owner_card_returned(inputs)
	return en_owner_card_returned(inputs)
});