import { describe, expect, it } from "vitest";
import { fromAcceptLanguage, negotiateLocale, safeBackPath, textDirection, toLocale } from "./languages";

describe("negotiateLocale", () => {
  it.each([
    [{}, "en"],
    [{ acceptLanguage: "pt-BR,pt;q=0.9,en;q=0.8" }, "pt-BR"],
    [{ acceptLanguage: "pt" }, "pt-BR"],
    [{ acceptLanguage: "pt-PT" }, "pt-BR"],
    [{ acceptLanguage: "es-MX,es;q=0.9" }, "es"],
    [{ acceptLanguage: "ar-EG" }, "ar"],
    [{ acceptLanguage: "en-US,en;q=0.9" }, "en"],
    [{ acceptLanguage: "ja,fr;q=0.5" }, "fr"],
    [{ acceptLanguage: "de;q=0.3,it;q=0.8" }, "it"],
    [{ acceptLanguage: "fr;q=0,de" }, "de"],
    [{ acceptLanguage: "*" }, "en"],
    [{ acceptLanguage: "zz, ;;;, q=" }, "en"],
    [{ cookie: "lang=ar", acceptLanguage: "de" }, "ar"],
    [{ cookie: "a=1; lang=pt-BR", acceptLanguage: "de" }, "pt-BR"],
    [{ cookie: "lang=xx", acceptLanguage: "de" }, "de"],
    [{ cookie: "mylang=es" }, "en"],
  ])("%j → %s", (headers, expected) => {
    expect(negotiateLocale(headers)).toBe(expected);
  });
});

describe("toLocale and fromAcceptLanguage", () => {
  it("reads tags in any case and with underscores", () => {
    expect(toLocale("PT_br")).toBe("pt-BR");
    expect(toLocale("Es")).toBe("es");
    expect(toLocale("")).toBeNull();
    expect(fromAcceptLanguage(null)).toBeNull();
  });
  it("keeps the header's order between equal q-values", () => {
    expect(fromAcceptLanguage("it, fr")).toBe("it");
  });
});

describe("textDirection", () => {
  it("is right to left for Arabic only", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("ar-EG")).toBe("rtl");
    expect(textDirection("en")).toBe("ltr");
    expect(textDirection("en-US")).toBe("ltr");
    expect(textDirection("arn")).toBe("ltr"); // Mapudungun, not Arabic
  });
});

describe("safeBackPath", () => {
  it.each([
    ["/profile/abc?month=2026-05#x", "/profile/abc?month=2026-05#x"],
    ["/", "/"],
    [null, "/"],
    ["https://evil.example/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["\\\\evil.example", "/"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/\tx", "/"],
    ["javascript:alert(1)", "/"],
    ["settings", "/"],
  ])("%s → %s", (back, expected) => {
    expect(safeBackPath(back)).toBe(expected);
  });
});
