import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/domain/languages";

type Choice = { declarations: string[]; selectors: string[]; match: Record<string, string> };
type Message = string | Choice[];

const folder = new URL("./messages/", import.meta.url);
const read = (locale: string): Record<string, Message> => {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(new URL(`${locale}.json`, folder), "utf8"),
  ) as Record<string, Message>;
  return messages;
};
const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)]));
const english = catalogs.en ?? {};

/** A message's text, or each of its variants' texts. */
const textsOf = (message: Message): string[] =>
  typeof message === "string" ? [message] : message.flatMap((choice) => Object.values(choice.match));

/** The placeholders a message fills in, whichever of its variants is chosen. */
function placeholders(message: Message): string[] {
  return [
    ...new Set(textsOf(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1] ?? ""))),
  ].sort();
}

describe("messages", () => {
  it("has a file per language and nothing else", () => {
    expect(readdirSync(folder).sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))("%s has every key English has, and no other", (locale) => {
    expect(Object.keys(catalogs[locale] ?? {}).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))("%s fills in the same placeholders as English", (locale) => {
    const differing = Object.entries(english)
      .filter(([key, message]) => {
        const translated = catalogs[locale]?.[key];
        return translated !== undefined && placeholders(translated).join() !== placeholders(message).join();
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("has no empty message", () => {
    const empty = LOCALES.flatMap((locale) =>
      Object.entries(catalogs[locale] ?? {})
        .filter(([, message]) => (typeof message === "string" ? !message.trim() : message.length === 0))
        .map(([key]) => `${locale}:${key}`),
    );
    expect(empty).toEqual([]);
  });

  // One voice per language, as a performer reads the whole app: French says "vous" (it mixed in "tu" on the owner's
  // forms), German says "du", Spanish "tú", Portuguese "você", Italian "tu".
  it.each([
    ["fr", /(^|[^\p{L}])(tu|ton|ta|tes|toi|te|t’|t')(?=[^\p{L}]|$)/iu],
    ["de", /(^|[^\p{L}])(Ihnen|Ihrem|Ihren|Ihre|Ihr)(?=[^\p{L}]|$)/u],
    ["es", /(^|[^\p{L}])(usted|ustedes)(?=[^\p{L}]|$)/iu],
    ["pt-BR", /(^|[^\p{L}])(tu|teu|tua)(?=[^\p{L}]|$)/iu],
    ["it", /(^|[^\p{L}])(Lei|Suo|Sua)(?=[^\p{L}]|$)/u],
  ])("%s addresses the reader one way throughout", (locale, otherWay) => {
    const mixed = Object.entries(catalogs[locale] ?? {})
      .filter(([, message]) => textsOf(message).some((text) => otherWay.test(text)))
      .map(([key]) => key);
    expect(mixed).toEqual([]);
  });

  it("is compiled (npm run build compiles; node scripts/i18n.mjs after an edit)", () => {
    const compiled = readdirSync(new URL("./paraglide/messages/", import.meta.url))
      .filter((file) => file.endsWith(".js") && file !== "_index.js")
      .map((file) => file.replace(/\.js$/, ""))
      .sort();
    expect(compiled).toEqual(Object.keys(english).sort());
  });
});
