import { describe, expect, it } from "vitest";
import { CITY_MESSAGES, cityNameSchema, citySlug, isCitySlug } from "./slug";

describe('requirements 5: "slug is lower-case with whitespace runs turned into hyphens"', () => {
  it.each([
    ["Austin", "austin"],
    ["  New   York ", "new-york"],
    ["New\tYork\nCity", "new-york-city"],
    ["Winston-Salem", "winston-salem"],
    ["New - York", "new-york"],
    ["St. Louis", "st-louis"],
    ["Coeur d'Alene", "coeur-dalene"],
    ["São Paulo", "são-paulo"],
    ["Sa\u0303o Paulo", "são-paulo"], // decomposed ã is composed first
    ["東京", "東京"],
    ["District 9", "district-9"],
    ["a/b?c#d", "abcd"],
    ["../admin", "admin"],
    ["!!!", ""],
  ])("%o → %o", (name, slug) => {
    expect(citySlug(name)).toBe(slug);
  });

  it.each([
    ["new-york", true],
    ["são-paulo", true],
    ["district-9", true],
    ["New-York", false],
    ["new--york", false],
    ["-york", false],
    ["new york", false],
    ["..", false],
    ["", false],
    ["a".repeat(101), false],
  ])("isCitySlug(%o) = %s", (slug, valid) => {
    expect(isCitySlug(slug)).toBe(valid);
  });
});

describe('requirements 5: "city name trimmed and non-empty"', () => {
  it.each([
    ["", CITY_MESSAGES.required],
    ["   ", CITY_MESSAGES.required],
    [undefined, CITY_MESSAGES.required],
    ["x".repeat(81), CITY_MESSAGES.tooLong],
    ["???", CITY_MESSAGES.noSlug],
  ])("%o → %s", (input, message) => {
    const result = cityNameSchema.safeParse(input);
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message);
  });

  it("keeps the trimmed name", () => {
    expect(cityNameSchema.parse("  New York ")).toBe("New York");
  });
});
