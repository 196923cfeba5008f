/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Pitch_ArchivedInputs */

const en_dash_msg_pitch_archived = /** @type {(inputs: Dash_Msg_Pitch_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pitch archived: its figures and its printed code stay`)
};

const es_dash_msg_pitch_archived = /** @type {(inputs: Dash_Msg_Pitch_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar archivado: sus cifras y su código impreso se mantienen`)
};

const fr_dash_msg_pitch_archived = /** @type {(inputs: Dash_Msg_Pitch_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spot archivé : ses chiffres et son code imprimé restent`)
};

const de_dash_msg_pitch_archived = /** @type {(inputs: Dash_Msg_Pitch_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielort archiviert: seine Zahlen und sein gedruckter Code bleiben`)
};

const pt_br2_dash_msg_pitch_archived = /** @type {(inputs: Dash_Msg_Pitch_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponto arquivado: os números e o código impresso continuam valendo`)
};

const it_dash_msg_pitch_archived = /** @type {(inputs: Dash_Msg_Pitch_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postazione archiviata: i suoi dati e il codice stampato restano`)
};

const ar_dash_msg_pitch_archived = /** @type {(inputs: Dash_Msg_Pitch_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُرشف المكان: تبقى أرقامه ورمزه المطبوع`)
};

/**
* | output |
* | --- |
* | "Pitch archived: its figures and its printed code stay" |
*
* @param {Dash_Msg_Pitch_ArchivedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_msg_pitch_archived = /** @type {((inputs?: Dash_Msg_Pitch_ArchivedInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Pitch_ArchivedInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_msg_pitch_archived(inputs)
	if (locale === "fr") return fr_dash_msg_pitch_archived(inputs)
	if (locale === "de") return de_dash_msg_pitch_archived(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_pitch_archived(inputs)
	if (locale === "it") return it_dash_msg_pitch_archived(inputs)
	if (locale === "ar") return ar_dash_msg_pitch_archived(inputs)
	return en_dash_msg_pitch_archived(inputs)
});