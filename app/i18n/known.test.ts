import { describe, expect, it } from "vitest";
import { DELETE_PHRASES } from "~/domain/account-forms";
import { LOCALES } from "~/domain/languages";
import { SAMPLE_PROFILE } from "~/domain/sample-profile";
import { SIGN_IN_MESSAGES } from "~/domain/sign-in";
import { m } from "./paraglide/messages.js";
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

describe("the words that delete an account", () => {
  it.each(LOCALES)("are the ones %s's error names", (locale) => {
    expect(m.msg_delete_phrase_wrong({}, { locale })).toContain(DELETE_PHRASES[locale]);
  });
});

describe("the landing page's sample performer", () => {
  it("says her own words in English", () => {
    expect([m.landing_sample_description(), m.landing_sample_thought()]).toEqual([
      SAMPLE_PROFILE.description,
      SAMPLE_PROFILE.thought,
    ]);
  });
});
