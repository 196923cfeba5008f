/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Changed_ActionInputs */

const en_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This was not me: undo the change`)
};

const es_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No fui yo: deshacer el cambio`)
};

const fr_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n'était pas moi : annuler le changement`)
};

const de_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das war ich nicht: Änderung rückgängig machen`)
};

const pt_br2_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não fui eu: desfazer a alteração`)
};

const it_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non sono stato io: annulla la modifica`)
};

const ar_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم أكن أنا: تراجع عن التغيير`)
};

/**
* | output |
* | --- |
* | "This was not me: undo the change" |
*
* @param {Mail_Changed_ActionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_changed_action = /** @type {((inputs?: Mail_Changed_ActionInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changed_ActionInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_changed_action(inputs)
	if (locale === "fr") return fr_mail_changed_action(inputs)
	if (locale === "de") return de_mail_changed_action(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changed_action(inputs)
	if (locale === "it") return it_mail_changed_action(inputs)
	if (locale === "ar") return ar_mail_changed_action(inputs)
	return en_mail_changed_action(inputs)
});