import { describe, expect, it } from "vitest";
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  deleteAccountSchema,
  isTotpCode,
  resetPasswordSchema,
  socialErrorMessage,
} from "./account-forms";

describe("account forms", () => {
  it.each([
    [{ password: "longenough", confirm: "longenough" }, true],
    [{ password: "longenough", confirm: "different1" }, false],
    [{ password: "short", confirm: "short" }, false],
  ])("reset password %o is valid: %s", (input, valid) => {
    expect(resetPasswordSchema(8).safeParse(input).success).toBe(valid);
  });

  it("change password needs the current one", () => {
    expect(
      changePasswordSchema(8).safeParse({ currentPassword: "", password: "longenough", confirm: "longenough" }).success,
    ).toBe(false);
  });

  it.each([
    ["delete my account", true],
    ["  Delete My Account ", true],
    ["mein Konto löschen", true],
    ["Supprimer  mon compte", true],
    ["احذف حسابي", true],
    ["mein Konto", false],
    ["delete account", false],
    ["", false],
  ])("delete phrase %j accepted: %s", (phrase, ok) => {
    expect(deleteAccountSchema.safeParse({ phrase, password: "x" }).success).toBe(ok);
  });

  it("tells TOTP codes from backup codes", () => {
    expect(isTotpCode("123456")).toBe(true);
    expect(isTotpCode("abcde-12345")).toBe(false);
  });

  it("turns provider error codes into sentences", () => {
    expect(socialErrorMessage(null)).toBeNull();
    expect(socialErrorMessage("access_denied")).toMatch(/cancelled/);
    expect(socialErrorMessage("invalid_code")).toBe(ACCOUNT_MESSAGES.socialError);
  });
});
