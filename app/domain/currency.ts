/**
 * The profile's currency (ISO 4217): the list offered, the default for a country or a browser's language, and
 * money written for a reader's language. Amounts in minor units and their formatting are in tips.ts.
 */

/** What a profile had before it chose one, and the fallback when nothing says otherwise. */
export const DEFAULT_CURRENCY = "USD";

export const CURRENCY_MESSAGE = "Choose a currency from the list";

/**
 * The ISO 4217 codes offered, as Node's Intl.supportedValuesOf("currency") listed them less funds, metals and test
 * codes: written out, because browsers list a different set and the form's select must render the same in both.
 */
export const CURRENCIES: readonly string[] = (
  "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF " +
  "CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD " +
  "HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD " +
  "LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP " +
  "PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT " +
  "TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG ZWL"
).split(" ");
const KNOWN = new Set(CURRENCIES);

/** "eur", " EUR " → "EUR"; anything not an ISO 4217 code the engine knows → null. */
export function parseCurrency(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) && KNOWN.has(code) ? code : null;
}

const EURO = "AD AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MC ME MT NL PT SI SK SM VA XK";
/** Country (ISO 3166-1 alpha-2) → its currency, for the countries Tipped's performers are most likely in. */
const BY_COUNTRY: Record<string, string> = {
  ...Object.fromEntries(EURO.split(" ").map((country) => [country, "EUR"])),
  US: "USD",
  PR: "USD",
  EC: "USD",
  SV: "USD",
  PA: "USD",
  CA: "CAD",
  MX: "MXN",
  BR: "BRL",
  AR: "ARS",
  CL: "CLP",
  CO: "COP",
  PE: "PEN",
  UY: "UYU",
  GB: "GBP",
  CH: "CHF",
  LI: "CHF",
  NO: "NOK",
  SE: "SEK",
  DK: "DKK",
  IS: "ISK",
  PL: "PLN",
  CZ: "CZK",
  HU: "HUF",
  RO: "RON",
  BG: "BGN",
  RS: "RSD",
  UA: "UAH",
  TR: "TRY",
  IL: "ILS",
  AE: "AED",
  SA: "SAR",
  EG: "EGP",
  MA: "MAD",
  NG: "NGN",
  GH: "GHS",
  KE: "KES",
  ZA: "ZAR",
  IN: "INR",
  PK: "PKR",
  BD: "BDT",
  LK: "LKR",
  NP: "NPR",
  CN: "CNY",
  HK: "HKD",
  TW: "TWD",
  JP: "JPY",
  KR: "KRW",
  SG: "SGD",
  MY: "MYR",
  TH: "THB",
  VN: "VND",
  ID: "IDR",
  PH: "PHP",
  AU: "AUD",
  NZ: "NZD",
};

/** The currency of a country ("BR" → "BRL"); USD when the country is unknown. */
export function currencyForCountry(country: string | null | undefined): string {
  return BY_COUNTRY[(country ?? "").trim().toUpperCase()] ?? DEFAULT_CURRENCY;
}

/**
 * The currency a browser's languages point to: the region of the first tag that has one ("pt-BR,pt;q=0.9" →
 * BRL); USD when no tag names a region. Profiles have no country, so this is the form's first choice.
 */
export function currencyForLanguages(acceptLanguage: string | null | undefined): string {
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim();
    if (!tag || tag === "*") continue;
    try {
      // Only a region the browser names is trusted: a bare "pt" could be Portugal or Brazil.
      const region = new Intl.Locale(tag).region;
      if (region) return currencyForCountry(region);
    } catch {
      // not a language tag
    }
  }
  return DEFAULT_CURRENCY;
}

/** "US Dollar (USD)": the currency's name in a language, for the select. */
export function currencyLabel(code: string, locale = "en"): string {
  const name = new Intl.DisplayNames([locale], { type: "currency" }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

/** The reader's first language from Accept-Language, for formatting money ("pt-BR"); en-US when none is usable. */
export function readerLocale(acceptLanguage: string | null | undefined): string {
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim();
    if (!tag || tag === "*") continue;
    try {
      return Intl.NumberFormat.supportedLocalesOf([tag])[0] ?? "en-US";
    } catch {
      // not a language tag
    }
  }
  return "en-US";
}
