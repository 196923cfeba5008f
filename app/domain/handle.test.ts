import { describe, expect, it } from "vitest";
import { checkHandle, HANDLE_MESSAGES, handleField, handlePreview, looksLikeHandle, RESERVED_HANDLES } from "./handle";

describe("checkHandle", () => {
  it.each([
    ["jo", HANDLE_MESSAGES.format],
    ["a".repeat(31), HANDLE_MESSAGES.format],
    ["-jo-plays", HANDLE_MESSAGES.format],
    ["jo-plays-", HANDLE_MESSAGES.format],
    ["jo plays", HANDLE_MESSAGES.format],
    ["jo_plays", HANDLE_MESSAGES.format],
    ["jö-plays", HANDLE_MESSAGES.format],
    ["jo/plays", HANDLE_MESSAGES.format],
    ["admin", HANDLE_MESSAGES.reserved],
    ["API", HANDLE_MESSAGES.reserved],
    ["@Dashboard", HANDLE_MESSAGES.reserved],
    ["tipped", HANDLE_MESSAGES.reserved],
  ])("refuses %j (%s)", (input, message) => {
    expect(checkHandle(input)).toEqual({ ok: false, message });
  });

  it.each([
    ["Jo-Plays", "jo-plays"],
    [" @jo-plays ", "jo-plays"],
    ["abc", "abc"],
    ["a".repeat(30), "a".repeat(30)],
    ["a--b", "a--b"],
    ["2fast", "2fast"],
  ])("accepts %j as %j", (input, handle) => {
    expect(checkHandle(input)).toEqual({ ok: true, handle });
  });

  it("reserves every top-level path of the site", () => {
    for (const path of ["signup", "login", "logout", "dashboard", "profile", "admin", "settings", "qr", "media"]) {
      expect(RESERVED_HANDLES.has(path)).toBe(true);
    }
    for (const path of ["uploads", "assets", "thumbnails", "static", "help", "about", "www", "api"]) {
      expect(RESERVED_HANDLES.has(path)).toBe(true);
    }
  });
});

describe("handleField", () => {
  it("empty means no short link; a valid one is stored lower-case", () => {
    expect(handleField.parse(undefined)).toBeUndefined();
    expect(handleField.parse("  ")).toBeUndefined();
    expect(handleField.parse("Jo-Plays")).toBe("jo-plays");
  });
  it("gives the field's message", () => {
    const result = handleField.safeParse("admin");
    expect(result.error?.issues[0]?.message).toBe(HANDLE_MESSAGES.reserved);
  });
});

describe("routing helpers", () => {
  it("looksLikeHandle accepts any case and refuses what can never be a handle", () => {
    expect(looksLikeHandle("Jo-Plays")).toBe(true);
    expect(looksLikeHandle("jo%20plays")).toBe(false);
    expect(looksLikeHandle("x")).toBe(false);
  });
  it("handlePreview shows the address as it will be", () => {
    expect(handlePreview("https://tipped.example/", "Jo-Plays")).toBe("tipped.example/@jo-plays");
    expect(handlePreview("http://localhost:3000", "")).toBe("localhost:3000/@your-name");
  });
});

describe("look-alikes of the site, its staff and payment brands are reserved", () => {
  it.each([
    // the attack's own examples
    "tipped-support",
    "adm1n",
    "paypal",
    "venmo",
    // payment brands anywhere in the name, spelled with digits or split by hyphens
    "paypal-jo",
    "jo-paypal",
    "pay-pal",
    "paypa1",
    "v3nmo",
    "venmo-tips-jo",
    "cashapp",
    "cash-app",
    "ca5happ",
    "zelle",
    "stripe-payments",
    "apple-pay",
    "googlepay",
    "samsung-pay",
    // the site's name anywhere
    "tipped-official",
    "t1pped",
    "tip-ped",
    "the-tipped-team",
    // staff words as a word of the name
    "jo-support",
    "support-desk",
    "adm1n-jo",
    "admln",
    "staff-picks",
    "moder4tor",
    "0fficial",
    "securlty",
    // digit-for-letter look-alikes of reserved words
    "he1p",
    "10gin",
    "dashb0ard",
    "s3ttings",
    "5ignup",
  ])("refuses %j as reserved", (input) => {
    expect(checkHandle(input)).toEqual({ ok: false, message: HANDLE_MESSAGES.reserved });
  });

  it.each([
    "badminton-jo", // "admin" inside another word is not the word
    "staffordshire-brass",
    "jo-plays",
    "maya-sax",
    "new-orleans-jazz", // reserved words only refuse the whole name
    "help-the-band",
    "venue-mob",
    "2fast",
    "l0st-boys",
  ])("accepts %j", (input) => {
    expect(checkHandle(input).ok).toBe(true);
  });
});
