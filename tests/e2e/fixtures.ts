import { randomBytes } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

export const PASSWORD = "correct horse battery";

export function newEmail(prefix = "e2e"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.test`;
}

/** Wizard step 1 as a user does it: fill the form, press Continue. */
export async function continueWithEmail(page: Page, email: string, password = PASSWORD) {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
}

type Fixtures = {
  /** Signs a new performer up in the browser and waits for wizard step 2. */
  signUp: (email?: string) => Promise<{ email: string; password: string }>;
  /** Unexpected console errors fail the test (STYLE 10). */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // A 4xx answer to a form submission is an expected outcome (validation, wrong password), not a bug.
        const expected4xx = /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text());
        if (message.type() === "error" && !expected4xx) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
  signUp: async ({ page }, use) => {
    await use(async (email = newEmail()) => {
      await continueWithEmail(page, email);
      await expect(page.getByRole("heading", { name: "Required Info" })).toBeVisible();
      return { email, password: PASSWORD };
    });
  },
});

export { expect };
