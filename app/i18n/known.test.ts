import { describe, expect, it } from "vitest";
import { SIGN_IN_MESSAGES } from "~/domain/sign-in";
import { knownSentences, localized } from "./known";
import { overwriteGetLocale } from "./paraglide/runtime.js";

describe("localized", () => {
  it("keeps every sentence word for word in English", () => {
    for (const [english, message] of knownSentences()) expect(message()).toBe(english);
    expect(localized(SIGN_IN_MESSAGES.passwordTooShort(8))).toBe("Password must be at least 8 characters");
  });

  it("says a known sentence in the page's language, and leaves another as it is", () => {
    overwriteGetLocale(() => "es");
    try {
      expect(localized(SIGN_IN_MESSAGES.emailRequired)).toBe("Correo electrónico obligatorio");
      expect(localized(SIGN_IN_MESSAGES.passwordTooShort(10))).toBe("La contraseña debe tener al menos 10 caracteres");
      expect(localized("Something the app does not know")).toBe("Something the app does not know");
    } finally {
      overwriteGetLocale(() => "en");
    }
  });
});
