import type { Page } from "@playwright/test";
import { ACCOUNT_MESSAGES } from "../../app/domain/account-forms";
import { SIGN_IN_MESSAGES } from "../../app/domain/sign-in";
import { awayFromStepEnd, totp } from "../support/totp";
import { expect, newEmail, PASSWORD, screenshotToLookAt, test } from "./fixtures";

/**
 * A performer's first week, the accounts side: on a 390 px phone and on desktop, with the browser in
 * Los Angeles and the server in UTC. Performers are seeded over HTTP (fixtures.ts), not through the wizard.
 */
test.use({ timezoneId: "America/Los_Angeles" });

const SCREENS = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

/** The navbar's Login, then its form. */
async function logInFromNavbar(page: Page, email: string, password: string) {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

const sessionOf = (page: Page) =>
  page.evaluate(async () => (await (await fetch("/api/auth/get-session")).json()) as { user?: { id: string } } | null);

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    test("Login with a mistyped address says so and creates no account; the right one signs in", async ({
      page,
      seedProfile,
    }) => {
      const performer = await seedProfile();
      await logInFromNavbar(page, newEmail("typo"), PASSWORD);
      await expect(
        page.getByRole("alert").getByText(SIGN_IN_MESSAGES.invalidCredentials, { exact: true }),
      ).toBeVisible();
      await screenshotToLookAt(page, `login-unknown-${screen.name}`);
      expect(await sessionOf(page)).toBeNull();
      expect(new URL(page.url()).pathname).toBe("/signup");

      await page.getByLabel("Email").fill(performer.email);
      await page.getByLabel("Password").fill(performer.password);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test("a wrong two-factor code at sign-in says so, and the right one signs in", async ({ page, seedProfile }) => {
      const performer = await seedProfile();
      // Two-factor turned on over HTTP, as settings does it (the flow on screen is tested in two-factor.spec.ts).
      const started = await performer.client.postForm("/settings", {
        intent: "two-factor-start",
        password: performer.password,
      });
      const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(await started.text())![1]!;
      // The previous step's code is accepted for the rest of this 30 s step only: near its end, wait for the next one
      // (under load the request can take long enough to cross into a step where that code is too old).
      await awayFromStepEnd(10_000);
      const on = await performer.client.postForm("/settings", {
        intent: "two-factor-confirm",
        code: totp(secret, Date.now() - 30_000),
      });
      expect(on.status).toBe(302);

      await logInFromNavbar(page, performer.email, performer.password);
      await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
      const wrong = totp(secret) === "000000" ? "111111" : "000000";
      await page.getByLabel("Code", { exact: true }).fill(wrong);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert").getByText(ACCOUNT_MESSAGES.totpCodeInvalid)).toBeVisible();
      await screenshotToLookAt(page, `two-factor-wrong-${screen.name}`);

      await page.getByLabel("Code", { exact: true }).fill(totp(secret));
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test("the device list shows times in the browser's zone, and a deleted account is told so", async ({
      page,
      seedProfile,
      signedInAs,
      consoleErrors,
    }) => {
      const performer = await signedInAs(await seedProfile());
      await page.goto("/settings");
      const devices = page.getByRole("region", { name: "Signed-in devices" });
      const lastUsed = devices.locator("time").first();
      await expect(lastUsed).toBeVisible();
      await expect(lastUsed).not.toContainText("UTC");
      // What the browser itself (in Los Angeles) says the time in the element's datetime is, with its zone's name.
      const expected = await lastUsed.evaluate((time) => {
        const at = new Date(time.getAttribute("datetime")!);
        const zone = new Intl.DateTimeFormat("en-US", { timeZoneName: "short" })
          .formatToParts(at)
          .find((part) => part.type === "timeZoneName")!.value;
        return `${at.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })} ${zone}`;
      });
      expect(expected).toMatch(/ (AM|PM) P[SD]T$/);
      await expect(lastUsed).toHaveText(expected);
      expect(consoleErrors).toEqual([]); // no hydration mismatch
      await screenshotToLookAt(page, `devices-${screen.name}`);

      const deleteCard = page.getByRole("region", { name: "Delete my account" });
      await deleteCard.getByLabel("Password").fill(performer.password);
      await deleteCard.getByLabel("Confirmation words").fill("delete my account");
      await deleteCard.getByRole("button", { name: "Delete my account" }).click();
      await expect(page.getByRole("status").getByText(ACCOUNT_MESSAGES.accountDeleted)).toBeVisible();
      await screenshotToLookAt(page, `deleted-${screen.name}`);
      expect(await sessionOf(page)).toBeNull();
    });
  });
}
