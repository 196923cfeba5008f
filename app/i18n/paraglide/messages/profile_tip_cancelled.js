/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Tip_CancelledInputs */

const en_profile_tip_cancelled = /** @type {(inputs: Profile_Tip_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tip was taken. Your amount and message are still here.`)
};

const es_profile_tip_cancelled = /** @type {(inputs: Profile_Tip_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cobró ninguna propina. Tu importe y tu mensaje siguen aquí.`)
};

const fr_profile_tip_cancelled = /** @type {(inputs: Profile_Tip_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun pourboire n'a été pris. Votre montant et votre message sont toujours là.`)
};

const de_profile_tip_cancelled = /** @type {(inputs: Profile_Tip_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurde kein Trinkgeld abgebucht. Betrag und Nachricht sind noch da.`)
};

const pt_br2_profile_tip_cancelled = /** @type {(inputs: Profile_Tip_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma gorjeta foi cobrada. Seu valor e sua mensagem continuam aqui.`)
};

const it_profile_tip_cancelled = /** @type {(inputs: Profile_Tip_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna mancia è stata addebitata. Importo e messaggio sono ancora qui.`)
};

const ar_profile_tip_cancelled = /** @type {(inputs: Profile_Tip_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تُؤخذ أي إكرامية. المبلغ ورسالتك ما زالا هنا.`)
};

/**
* | output |
* | --- |
* | "No tip was taken. Your amount and message are still here." |
*
* @param {Profile_Tip_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_tip_cancelled = /** @type {((inputs?: Profile_Tip_CancelledInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tip_CancelledInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tip_cancelled(inputs)
	if (locale === "fr") return fr_profile_tip_cancelled(inputs)
	if (locale === "de") return de_profile_tip_cancelled(inputs)
	if (locale === "pt-BR") return pt_br2_profile_tip_cancelled(inputs)
	if (locale === "it") return it_profile_tip_cancelled(inputs)
	if (locale === "ar") return ar_profile_tip_cancelled(inputs)
	return en_profile_tip_cancelled(inputs)
});