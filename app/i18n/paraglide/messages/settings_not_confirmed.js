/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Not_ConfirmedInputs */

const en_settings_not_confirmed = /** @type {(inputs: Settings_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · not confirmed yet: your page is hidden until you open the link we sent`)
};

const es_settings_not_confirmed = /** @type {(inputs: Settings_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · aún sin confirmar: tu página está oculta hasta que abras el enlace que te enviamos`)
};

const fr_settings_not_confirmed = /** @type {(inputs: Settings_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · pas encore confirmé : votre page est masquée jusqu'à ce que vous ouvriez le lien envoyé`)
};

const de_settings_not_confirmed = /** @type {(inputs: Settings_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · noch nicht bestätigt: Deine Seite ist verborgen, bis du den Link öffnest, den wir geschickt haben`)
};

const pt_br2_settings_not_confirmed = /** @type {(inputs: Settings_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · ainda não confirmado: sua página fica oculta até você abrir o link que enviamos`)
};

const it_settings_not_confirmed = /** @type {(inputs: Settings_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · non ancora confermato: la tua pagina è nascosta finché non apri il link che ti abbiamo inviato`)
};

const ar_settings_not_confirmed = /** @type {(inputs: Settings_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · غير مؤكَّد بعد: صفحتك مخفية إلى أن تفتح الرابط الذي أرسلناه`)
};

/**
* | output |
* | --- |
* | "· not confirmed yet: your page is hidden until you open the link we sent" |
*
* @param {Settings_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_not_confirmed = /** @type {((inputs?: Settings_Not_ConfirmedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Not_ConfirmedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_not_confirmed(inputs)
	if (locale === "fr") return fr_settings_not_confirmed(inputs)
	if (locale === "de") return de_settings_not_confirmed(inputs)
	if (locale === "pt-BR") return pt_br2_settings_not_confirmed(inputs)
	if (locale === "it") return it_settings_not_confirmed(inputs)
	if (locale === "ar") return ar_settings_not_confirmed(inputs)
	return en_settings_not_confirmed(inputs)
});