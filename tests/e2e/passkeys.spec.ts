import type { CDPSession, Page } from "@playwright/test";
import { PASSKEY_MESSAGES } from "../../app/domain/passkeys";
import { freePort, startServer, type TestServer } from "../support/test-server";
import { formClient } from "../../scripts/lib/seed-profile.mjs";
import { addSession, test as base, expect, expectNoSeriousViolations, newEmail, PASSWORD } from "./fixtures";

/**
 * Passkeys in Chromium with its virtual authenticator (the WebAuthn domain of the DevTools protocol), as
 * a phone's fingerprint or face would answer. WebAuthn refuses an IP address as the site's name, so this file has
 * its own production server whose PUBLIC_URL is http://localhost:PORT (the shared e2e server is 127.0.0.1).
 */
const test = base.extend<object, { localhostServer: TestServer }>({
  localhostServer: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const start = async () => {
        const port = await freePort();
        return startServer({
          port,
          env: {
            PUBLIC_URL: `http://localhost:${port}`,
            AUTH_RATE_LIMIT_MAX: "10000",
            TRACKING_RATE_LIMIT_MAX: "10000",
          },
        });
      };
      // A fresh database is migrated at start, which on a busy machine can pass startServer's minute: once more.
      const server = await start().catch(start);
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ localhostServer }, use) => use(`http://localhost:${localhostServer.port}`),
});

// Each test signs in and out several times against its own server: more than the default half minute on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A platform authenticator with a fingerprint reader that always recognises its owner. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * A browser whose email field does not offer passkeys (no conditional mediation), so only the button signs in.
 * Chromium's virtual authenticator answers an autofill request at once, which would sign in before any click.
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
}

async function addPasskey(page: Page, name: string) {
  const card = page.getByRole("region", { name: "Passkeys" });
  await card.getByLabel("Name for the new passkey").fill(name);
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(card.getByRole("status").filter({ hasText: PASSKEY_MESSAGES.added })).toBeVisible();
  await expect(card.getByRole("list", { name: "Your passkeys" }).getByText(name, { exact: true })).toBeVisible();
}

test("a passkey is added on settings, signs in after logout, and once deleted signs in no more", async ({
  page,
  seedProfile,
  signedInAs,
}) => {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await withoutAutofill(page);
  await signedInAs(await seedProfile());

  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Passkeys" });
  await expect(card.getByText("No passkeys yet.")).toBeVisible();
  // The offered name says which device; Chromium on Linux here.
  await expect(card.getByLabel("Name for the new passkey")).toHaveValue("Passkey on Linux computer");
  await addPasskey(page, "Rosa's test phone");
  await expect(card.getByText(/Added .+ · (On this device only|Synced across your devices)/)).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // The same device twice: the browser refuses, and the page says why.
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(card.getByRole("alert")).toHaveText(PASSKEY_MESSAGES.alreadyAdded);

  await logOut(page);
  await page.goto("/signup?mode=login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/settings");
  await card.getByText("Delete", { exact: true }).click();
  await card.getByRole("button", { name: "Yes, delete this passkey" }).click();
  await expect(card.getByRole("status").filter({ hasText: PASSKEY_MESSAGES.deleted })).toBeVisible();
  await expect(card.getByText("No passkeys yet.")).toBeVisible();

  // The device still holds the key, but the account no longer knows it.
  await logOut(page);
  await page.goto("/signup?mode=login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert").filter({ hasText: PASSKEY_MESSAGES.notRecognised })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).not.toHaveURL(/\/dashboard$/);
});

test("a new account's passkey sign-in lands on wizard step 2, as a password sign-in does", async ({
  page,
  signedInAs,
}) => {
  await addVirtualAuthenticator(page);
  await withoutAutofill(page);
  await signedInAs(); // signed up, profile not completed yet
  await page.goto("/settings");
  await addPasskey(page, "Laptop");
  await logOut(page);
  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Required Info" })).toBeVisible();
});

test("the email field offers the passkey (autofill), and choosing it signs in", async ({
  page,
  seedProfile,
  signedInAs,
}) => {
  await addVirtualAuthenticator(page);
  await signedInAs(await seedProfile());
  await page.goto("/settings");
  await addPasskey(page, "Phone");
  await logOut(page);
  // Nothing clicked: the virtual authenticator picks the suggestion at once, as a person would from the list.
  await page.goto("/signup?mode=login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("each account sees and changes only its own passkeys", async ({ page, browser, baseURL, signedInAs }) => {
  await addVirtualAuthenticator(page);
  await signedInAs();
  await page.goto("/settings");
  await addPasskey(page, "First user's key");
  const card = page.getByRole("region", { name: "Passkeys" });
  // Rename works without a prompt: a plain form.
  await card.getByText("Rename", { exact: true }).click();
  await card.getByLabel("New name").fill("Work laptop");
  await card.getByRole("button", { name: "Save name" }).click();
  await expect(card.getByRole("status").filter({ hasText: PASSKEY_MESSAGES.renamed })).toBeVisible();
  await expect(card.getByText("Work laptop", { exact: true })).toBeVisible();
  const firstUsersId = await card.locator('input[type="hidden"][name="id"]').first().inputValue();

  // A second performer, in a browser of their own.
  const second = formClient(baseURL!);
  const signedUp = await second.postForm("/signup", { intent: "continue", email: newEmail(), password: PASSWORD });
  expect(signedUp.status).toBe(302);
  const other = await browser.newContext({ baseURL });
  await addSession(other, second, baseURL!);
  const otherPage = await other.newPage();
  await otherPage.goto("/settings");
  const otherCard = otherPage.getByRole("region", { name: "Passkeys" });
  await expect(otherCard.getByText("No passkeys yet.")).toBeVisible();
  await expect(otherCard.getByText("Work laptop")).toHaveCount(0);

  // Forms naming the first user's passkey are refused, and change nothing.
  const forms: Record<string, string>[] = [
    { intent: "passkey-delete", id: firstUsersId },
    { intent: "passkey-rename", id: firstUsersId, name: "Stolen" },
  ];
  for (const fields of forms) {
    const refused = await otherPage.request.post("/settings", { form: fields, headers: { origin: baseURL! } });
    expect(refused.status()).toBe(404);
  }
  await other.close();
  await page.reload();
  await expect(card.getByText("Work laptop", { exact: true })).toBeVisible();
});

test("a closed prompt and a browser without passkeys get a sentence, not a code", async ({ page, signedInAs }) => {
  // What Chromium answers when the person closes its passkey prompt.
  await page.addInitScript(() => {
    navigator.credentials.create = () =>
      Promise.reject(new DOMException("The operation either timed out or was not allowed.", "NotAllowedError"));
  });
  await signedInAs();
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Passkeys" });
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(card.getByRole("alert")).toHaveText(PASSKEY_MESSAGES.cancelled);
  await expect(card.getByText("No passkeys yet.")).toBeVisible();

  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "PublicKeyCredential");
  });
  await page.reload();
  await expect(card.getByText(PASSKEY_MESSAGES.notSupported)).toBeVisible();
  await expect(card.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
});

test("without JavaScript or by IP address, step 1 has no passkey button; else the email field offers passkeys", async ({
  browser,
  baseURL,
  page,
  localhostServer,
}) => {
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/signup");
  await expect(plain.getByRole("button", { name: "Continue", exact: true })).toBeVisible();
  await expect(plain.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await expect(plain.getByLabel("Email")).toHaveAttribute("autocomplete", "email");
  await noScript.close();

  await addVirtualAuthenticator(page);
  await page.goto("/signup");
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username webauthn");

  // By IP address, browsers refuse passkeys: no button that could only fail.
  await page.goto(`http://127.0.0.1:${localhostServer.port}/signup`);
  await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeVisible();
  await expect(page.getByText("Forgot password?")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "email");
});

test("on a phone, the passkey parts fit the screen and axe-core finds nothing serious", async ({
  page,
  signedInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addVirtualAuthenticator(page);
  await withoutAutofill(page);
  await signedInAs();
  await page.goto("/settings");
  await addPasskey(page, "A rather long passkey name for the band's shared tablet");
  const card = page.getByRole("region", { name: "Passkeys" });
  await card.getByText("Rename", { exact: true }).click();
  await card.getByText("Delete", { exact: true }).click();
  await expect(card.getByRole("button", { name: "Yes, delete this passkey" })).toBeVisible();
  await expectFitsAndAccessible(page, "settings");

  await page.context().clearCookies();
  await page.goto("/signup");
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await expectFitsAndAccessible(page, "step 1");
});

async function expectFitsAndAccessible(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  const results = await expectNoSeriousViolations(page, name);
  expect(results.passes.length).toBeGreaterThan(5);
}
