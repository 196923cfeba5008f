import { describe, expect, it } from "vitest";
import { drawableText, hasControlCharacter, withoutControlCharacters } from "./text";

describe("control characters", () => {
  it.each([
    ["plain", "Maya Lee", false, false],
    ["NUL", "a\u0000b", true, true],
    ["bell", "a\u0007b", true, true],
    ["escape", "a\u001b[31m", true, true],
    ["DEL", "a\u007fb", true, true],
    ["C1 (next line)", "a\u0085b", true, true],
    ["tab", "a\tb", true, false],
    ["line breaks", "line\r\nline", true, false],
    ["accents and emoji", "Zoë 🎸", false, false],
  ])("%s: single-line %s", (_label, value, singleLine, multiline) => {
    expect(hasControlCharacter(value)).toBe(singleLine);
    expect(hasControlCharacter(value, { multiline: true })).toBe(multiline);
  });

  it("strips them for drawing, keeping the rest", () => {
    expect(withoutControlCharacters("Ma\u0000ya\u001b Lee\t🎸")).toBe("Maya Lee🎸");
  });
});

describe("drawable text", () => {
  it.each([
    ["plain", "Maya Lee", "Maya Lee"],
    ["U+FFFE and U+FFFF", "Ma\uFFFEya\uFFFF", "Maya"],
    ["U+FDD0 and U+FDEF", "\uFDD0Maya\uFDEF", "Maya"],
    ["U+1FFFE and U+10FFFF", "Maya\u{1FFFE}\u{10FFFF}", "Maya"],
    ["control characters too", "Ma\u0000ya\u001b", "Maya"],
    ["neighbours kept: U+FFFD, U+FDCF, U+FDF0, U+FFEF", "\uFFFD\uFDCF\uFDF0\uFFEF", "\uFFFD\uFDCF\uFDF0\uFFEF"],
    ["accents and emoji kept", "Zoë 🎸 \u{1F600}", "Zoë 🎸 \u{1F600}"],
  ])("%s", (_label, value, drawn) => {
    expect(drawableText(value)).toBe(drawn);
  });
});
