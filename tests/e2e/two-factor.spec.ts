import { awayFromStepEnd, totp } from "../support/totp";
import { continueWithEmail, expect, test } from "./fixtures";

/**
 * TOTP two-factor in Chromium. "Scanning" the QR code is reading the key printed under it, as an
 * authenticator app would; the codes are computed in the test (RFC 6238).
 */
test("two-factor is turned on from settings, then sign-in asks for the code and a computed code signs in", async ({
  page,
  seedProfile,
  signedInAs,
}) => {
  const performer = await signedInAs(await seedProfile());

  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Two-factor sign-in" });
  await card.getByLabel("Password").fill(performer.password);
  await card.getByRole("button", { name: "Set up two-factor" }).click();
  await expect(card.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = (await card.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(card.getByTestId("backup-codes").getByRole("listitem")).not.toHaveCount(0);
  // The previous step's code (still accepted): a code works once, and sign-in below uses the current one. Typing and
  // sending it takes a browser some seconds under load: it is not made at the very end of a step.
  await awayFromStepEnd(10_000);
  await card.getByLabel("Code from the app").fill(totp(secret, Date.now() - 30_000));
  await card.getByRole("button", { name: "Turn on" }).click();
  await expect(card.getByText("On: signing in asks for a code from your authenticator app.")).toBeVisible();

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);

  // The password alone is not enough: the code step comes first, and no session exists yet.
  await continueWithEmail(page, performer.email, performer.password);
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/two-factor");
  await page.goto("/dashboard");
  await expect(page).not.toHaveURL(/\/dashboard$/);

  await continueWithEmail(page, performer.email, performer.password);
  await page.getByLabel("Code", { exact: true }).fill(totp(secret));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
