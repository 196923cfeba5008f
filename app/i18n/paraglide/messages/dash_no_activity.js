/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_ActivityInputs */

const en_dash_no_activity = /** @type {(inputs: Dash_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No activity yet. Share your profile to start tracking!`)
};

const es_dash_no_activity = /** @type {(inputs: Dash_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay actividad. ¡Comparte tu perfil para empezar a medir!`)
};

const fr_dash_no_activity = /** @type {(inputs: Dash_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune activité pour l’instant. Partagez votre profil pour commencer le suivi !`)
};

const de_dash_no_activity = /** @type {(inputs: Dash_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Aktivität. Teile dein Profil, um loszulegen!`)
};

const pt_br2_dash_no_activity = /** @type {(inputs: Dash_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem atividade. Compartilhe seu perfil para começar a acompanhar!`)
};

const it_dash_no_activity = /** @type {(inputs: Dash_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna attività. Condividi il tuo profilo per iniziare!`)
};

const ar_dash_no_activity = /** @type {(inputs: Dash_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا نشاط بعد. شارك ملفك لتبدأ المتابعة!`)
};

/**
* | output |
* | --- |
* | "No activity yet. Share your profile to start tracking!" |
*
* @param {Dash_No_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_no_activity = /** @type {((inputs?: Dash_No_ActivityInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_ActivityInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_no_activity(inputs)
	if (locale === "fr") return fr_dash_no_activity(inputs)
	if (locale === "de") return de_dash_no_activity(inputs)
	if (locale === "pt-BR") return pt_br2_dash_no_activity(inputs)
	if (locale === "it") return it_dash_no_activity(inputs)
	if (locale === "ar") return ar_dash_no_activity(inputs)
	return en_dash_no_activity(inputs)
});