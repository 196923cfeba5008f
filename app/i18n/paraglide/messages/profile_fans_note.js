/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Fans_NoteInputs */

const en_profile_fans_note = /** @type {(inputs: Profile_Fans_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We mail you a link to confirm first. Every mail has a link to unsubscribe.`)
};

const es_profile_fans_note = /** @type {(inputs: Profile_Fans_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero te enviamos un enlace para confirmar. Cada correo trae un enlace para darte de baja.`)
};

const fr_profile_fans_note = /** @type {(inputs: Profile_Fans_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous envoyons d'abord un lien de confirmation. Chaque e-mail contient un lien de désinscription.`)
};

const de_profile_fans_note = /** @type {(inputs: Profile_Fans_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir schicken dir zuerst einen Bestätigungslink. Jede Mail enthält einen Link zum Abmelden.`)
};

const pt_br2_profile_fans_note = /** @type {(inputs: Profile_Fans_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primeiro enviamos um link para confirmar. Todo e-mail tem um link para cancelar a inscrição.`)
};

const it_profile_fans_note = /** @type {(inputs: Profile_Fans_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prima ti inviamo un link di conferma. Ogni email ha un link per disiscriverti.`)
};

const ar_profile_fans_note = /** @type {(inputs: Profile_Fans_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نرسل إليك أولًا رابطًا للتأكيد. كل رسالة فيها رابط لإلغاء الاشتراك.`)
};

/**
* | output |
* | --- |
* | "We mail you a link to confirm first. Every mail has a link to unsubscribe." |
*
* @param {Profile_Fans_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const profile_fans_note = /** @type {((inputs?: Profile_Fans_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Fans_NoteInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_fans_note(inputs)
	if (locale === "fr") return fr_profile_fans_note(inputs)
	if (locale === "de") return de_profile_fans_note(inputs)
	if (locale === "pt-BR") return pt_br2_profile_fans_note(inputs)
	if (locale === "it") return it_profile_fans_note(inputs)
	if (locale === "ar") return ar_profile_fans_note(inputs)
	return en_profile_fans_note(inputs)
});