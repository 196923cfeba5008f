/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_No_FansInputs */

const en_dash_no_fans = /** @type {(inputs: Dash_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No fans yet. Visitors sign up on your profile with “Hear when you play near them”.`)
};

const es_dash_no_fans = /** @type {(inputs: Dash_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes fans. Los visitantes se apuntan en tu perfil para enterarse de cuándo tocas cerca.`)
};

const fr_dash_no_fans = /** @type {(inputs: Dash_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de fans. Les visiteurs s’inscrivent sur votre profil pour savoir quand vous jouez près de chez eux.`)
};

const de_dash_no_fans = /** @type {(inputs: Dash_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Fans. Besucher melden sich auf deinem Profil an, um zu erfahren, wann du in ihrer Nähe spielst.`)
};

const pt_br2_dash_no_fans = /** @type {(inputs: Dash_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem fãs. Os visitantes se inscrevem no seu perfil para saber quando você toca perto deles.`)
};

const it_dash_no_fans = /** @type {(inputs: Dash_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessun fan. I visitatori si iscrivono dal tuo profilo per sapere quando suoni vicino a loro.`)
};

const ar_dash_no_fans = /** @type {(inputs: Dash_No_FansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا معجبين بعد. يسجّل الزوار في ملفك ليعرفوا متى تعزف قربهم.`)
};

/**
* | output |
* | --- |
* | "No fans yet. Visitors sign up on your profile with “Hear when you play near them”." |
*
* @param {Dash_No_FansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }} options
* @returns {LocalizedString}
*/
export const dash_no_fans = /** @type {((inputs?: Dash_No_FansInputs, options?: { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_FansInputs, { locale?: "en" | "es" | "fr" | "de" | "pt-BR" | "it" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dash_no_fans(inputs)
	if (locale === "fr") return fr_dash_no_fans(inputs)
	if (locale === "de") return de_dash_no_fans(inputs)
	if (locale === "pt-BR") return pt_br2_dash_no_fans(inputs)
	if (locale === "it") return it_dash_no_fans(inputs)
	if (locale === "ar") return ar_dash_no_fans(inputs)
	return en_dash_no_fans(inputs)
});