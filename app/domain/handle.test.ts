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
