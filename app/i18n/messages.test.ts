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

/** The placeholders a message fills in, whichever of its variants is chosen. */
function placeholders(message: Message): string[] {
  const texts = typeof message === "string" ? [message] : message.flatMap((choice) => Object.values(choice.match));
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1] ?? "")))].sort();
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

  it("is compiled (npm run build compiles; node scripts/i18n.mjs after an edit)", () => {
    const compiled = readdirSync(new URL("./paraglide/messages/", import.meta.url))
      .filter((file) => file.endsWith(".js") && file !== "_index.js")
      .map((file) => file.replace(/\.js$/, ""))
      .sort();
    expect(compiled).toEqual(Object.keys(english).sort());
  });
});
