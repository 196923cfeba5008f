import { describe, expect, it } from "vitest";
import { hasControlCharacter, withoutControlCharacters } from "./text";

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
