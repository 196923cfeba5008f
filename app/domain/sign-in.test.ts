import { describe, expect, it } from "vitest";
import { SIGN_IN_MESSAGES, signInSchema } from "./sign-in";

const schema = signInSchema(8);
const firstError = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("wizard step 1 (requirements 5: email and password required; email must be an email)", () => {
  it.each([
    [{ email: "", password: "longenough" }, SIGN_IN_MESSAGES.emailRequired],
    [{ password: "longenough" }, SIGN_IN_MESSAGES.emailRequired],
    [{ email: "not-an-email", password: "longenough" }, SIGN_IN_MESSAGES.emailInvalid],
    [{ email: "a@b.co", password: "" }, SIGN_IN_MESSAGES.passwordRequired],
    [{ email: "a@b.co", password: "short" }, "Password must be at least 8 characters"],
    [{ email: "a@b.co", password: "x".repeat(129) }, SIGN_IN_MESSAGES.passwordTooLong],
  ])("%o → %s", (input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it("accepts a valid pair and normalises the email", () => {
    expect(schema.parse({ email: "  Busker@Example.COM ", password: "longenough" })).toEqual({
      email: "busker@example.com",
      password: "longenough",
    });
  });
});
