import { OAuth2Server } from "oauth2-mock-server";
import { VALID_REQUIRED_INFO } from "../support/http-client";
import { startServer, type TestServer } from "../support/test-server";
import { expect, newEmail, test } from "./fixtures";

/**
 * Google, Apple and a generic OpenID Connect provider, end to end in Chromium, against a local issuer
 * (oauth2-mock-server). GOOGLE_ISSUER, APPLE_ISSUER and OIDC_ISSUER, ordinary settings (README), name it in place
 * of https://accounts.google.com and https://appleid.apple.com: the server runs the code real users get.
 */
let issuer: OAuth2Server;
let server: TestServer;
let who = { sub: "", email: "" };

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000); // starts its own production server, slow on a busy machine
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate("RS256");
  await issuer.start(0, "127.0.0.1");
  issuer.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { sub: who.sub, email: who.email, email_verified: true, name: "Oauth Performer" });
  });
  const url = issuer.issuer.url!;
  server = await startServer({
    env: {
      GOOGLE_CLIENT_ID: "tipped-google",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_ISSUER: url,
      APPLE_CLIENT_ID: "tipped-apple",
      APPLE_CLIENT_SECRET: "apple-secret",
      APPLE_ISSUER: url,
      OIDC_ISSUER: url,
      OIDC_CLIENT_ID: "tipped-oidc",
      OIDC_CLIENT_SECRET: "oidc-secret",
      OIDC_BUTTON_LABEL: "Continue with Example SSO",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await issuer?.stop();
});

const BUTTONS = {
  google: "Continue with Google",
  apple: "Continue with Apple",
  oidc: "Continue with Example SSO",
} as const;

for (const [provider, button] of Object.entries(BUTTONS)) {
  test(`${provider}: a new user reaches step 2, and later, with a completed profile, the dashboard`, async ({
    page,
  }) => {
    who = { sub: `${provider}-${Date.now()}`, email: newEmail(provider) };
    await page.goto(`${server.url}/signup`);
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByRole("heading", { name: "Required Info" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/signup");

    // The recipient document exists and the wizard completes in the same session.
    const step2 = await page.request.post(`${server.url}/signup?step=2`, {
      form: { intent: "required-info", ...VALID_REQUIRED_INFO },
      maxRedirects: 0,
    });
    expect(step2.status()).toBe(302);
    const finish = await page.request.post(`${server.url}/signup?step=3`, {
      form: { intent: "finish" },
      maxRedirects: 0,
    });
    expect(finish.headers().location).toBe("/dashboard");

    await page.context().clearCookies();
    await page.goto(`${server.url}/signup`);
    await page.getByRole("button", { name: button }).click();
    await expect(page).toHaveURL(`${server.url}/dashboard`);
  });

  test(`${provider}: a refusal at the provider shows a sentence, not a code`, async ({ page }) => {
    issuer.service.once("beforeAuthorizeRedirect", ({ url }) => {
      url.searchParams.delete("code");
      url.searchParams.set("error", "access_denied");
    });
    await page.goto(`${server.url}/signup`);
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "You cancelled the sign-in, so nothing changed. You can try again.",
    );
    await expect(page.getByText("access_denied")).toHaveCount(0);
  });
}
