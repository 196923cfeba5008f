import { describe, expect, it } from "vitest";
import { hasSessionCookie } from "./session";

describe("hasSessionCookie", () => {
  it.each([
    [undefined, false],
    [null, false],
    ["", false],
    ["theme=dark", false],
    ["tipped.session_token=abc.def", true],
    ["theme=dark; tipped.session_token=abc", true],
    ["__Secure-tipped.session_token=abc", true],
    ["tipped.session_token=", true],
    ["xtipped.session_token=abc", false],
    ["tipped.session_token_other=abc", false],
    ["tipped.session_data=abc", false],
  ])("Cookie %j → %s", (cookie, expected) => {
    expect(hasSessionCookie(cookie)).toBe(expected);
  });
});
