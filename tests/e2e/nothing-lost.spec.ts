import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, fillAboutYou, screenshotToLookAt, test as base } from "./fixtures";

/**
 * Nothing lost, nothing wrong, for a performer on street-corner signal, in another time zone, on a phone.
 * Every test runs on a 390×844 phone and on a 1280×800 desktop, with the browser in Los Angeles (the server in UTC).
 * The network cases use the browser's offline mode and a server that answers 503.
 */
const test = base.extend<{ consoleErrors: string[] }>({
  // The browser reports each failed request as a console error: here they are the point of the test.
  consoleErrors: async ({ consoleErrors }, use) => {
    await use(consoleErrors);
    const expected = /net::ERR_INTERNET_DISCONNECTED|status of 503/;
    for (let index = consoleErrors.length - 1; index >= 0; index--)
      if (expected.test(consoleErrors[index]!)) consoleErrors.splice(index, 1);
  },
});

test.use({ timezoneId: "America/Los_Angeles" });

const SIZES = [
  { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
] as const;

const FINISH_ERROR = "Error completing profile. Please try again.";
const SAVE_FAILED = /could not be saved/;

/** Wizard step 2 saved over HTTP, as a performer who got past it. */
async function passStepTwo(client: { postForm: (path: string, fields: Record<string, string>) => Promise<Response> }) {
  const response = await client.postForm("/signup?step=2", {
    intent: "required-info",
    firstName: "Rosa",
    lastName: "Diaz",
    altName: "Rosa Strings",
    phone: "+1 555 987 6543",
    subscription: "monthly",
    street: "1 Pike Street",
    city: "Seattle",
    state: "Washington",
    postalCode: "98101",
  });
  expect(response.status, "step 2 over HTTP").toBe(302);
}

/** The next POST of a form to `path` is answered 503 by "the server" (a proxy in trouble), once. */
async function answer503Once(page: Page, path: RegExp) {
  let answered = false;
  await page.route(path, async (route) => {
    if (route.request().method() !== "POST" || answered) return route.fallback();
    answered = true;
    await route.fulfill({ status: 503, contentType: "text/html", body: "<h1>503 Service Unavailable</h1>" });
  });
}

/**
 * A photo over the 256 KB line, so it goes with tus (resumable): random pixels do not compress. Sent at 4 KB/s it is
 * still uploading while the test looks, however busy the machine.
 */
async function slowResumableUpload(page: Page, uploader: "profile" | "gallery") {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 10,
    downloadThroughput: -1,
    uploadThroughput: 4 * 1024,
  });
  const photo = await sharp(randomBytes(320 * 320 * 3), { raw: { width: 320, height: 320, channels: 3 } })
    .png()
    .toBuffer();
  expect(photo.length).toBeGreaterThan(256 * 1024);
  const created = page.waitForResponse(
    (response) => response.url().endsWith("/uploads/tus") && response.request().method() === "POST",
  );
  await page
    .locator(`[data-uploader="${uploader}"] input[type=file]`)
    .setInputFiles({ name: "stage.png", mimeType: "image/png", buffer: photo });
  if (uploader === "gallery") await page.getByRole("button", { name: "Upload stage.png" }).click();
  const location = (await created).headers()["location"];
  expect(location, "the tus upload's address").toMatch(/^\/uploads\/tus\/[0-9a-f]{32}$/);
  const fullSpeed = () =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  return { location: location!, fullSpeed };
}

/** The page is hydrated (the form's save key is set in the browser): typing now is not undone by React. */
const hydrated = (page: Page) => expect(page.locator('input[name="saveKey"]')).not.toHaveValue("");

/** What the server holds of a tus upload: 200 while it waits for its bytes, 404 once it is gone. */
const uploadOnServer = async (page: Page, location: string) =>
  (await page.request.head(location, { headers: { "Tus-Resumable": "1.0.0" } })).status();

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("tipped:draft:")));

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test("step 3: Finish offline and on a 503 stays on the form with every field and the specification's message; a reload keeps the draft", async ({
      page,
      context,
      signedInAs,
    }) => {
      const performer = await signedInAs();
      await passStepTwo(performer.client);
      await page.goto("/signup?step=3");
      await hydrated(page);

      const handle = `rosa-${size.name}-${Date.now().toString(36)}`;
      await page.getByLabel("Short link").fill(handle);
      await page.getByLabel("Description").fill("Violin at Pike Place, most evenings.");
      await page.getByLabel("Venmo").fill("@rosastrings");
      await page.getByLabel("Tags", { exact: true }).fill("violin");
      await page.getByLabel("Tags", { exact: true }).press("Enter");
      await page.getByLabel("YouTube video").fill("https://youtu.be/dQw4w9WgXcQ");
      await page.getByRole("button", { name: "Add video" }).click();
      await expect(page.getByRole("list", { name: "Your videos" })).toContainText("Busking at Union Square");

      const finish = page.getByRole("button", { name: "Finish" });
      const expectAllKept = async () => {
        await expect(page.getByRole("heading", { name: "Optional Details" })).toBeVisible();
        await expect(page.getByLabel("Short link")).toHaveValue(handle);
        await expect(page.getByLabel("Description")).toHaveValue("Violin at Pike Place, most evenings.");
        await expect(page.getByLabel("Venmo")).toHaveValue("@rosastrings");
        await expect(page.getByRole("list", { name: "Chosen tags" })).toContainText("violin");
        await expect(page.getByRole("list", { name: "Your videos" })).toContainText("Busking at Union Square");
      };

      // The network drops.
      await context.setOffline(true);
      await finish.click();
      await expect(page.getByRole("alert").filter({ hasText: FINISH_ERROR })).toBeInViewport();
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
      await expect(finish).toBeEnabled();
      await expectAllKept();
      await screenshotToLookAt(page, `finish-offline-${size.name}`);

      // Back on the network, the server (or a proxy before it) answers 503.
      await context.setOffline(false);
      await answer503Once(page, /\/signup\.data/);
      // The offline message is still on screen: the 503 must be seen to arrive.
      const answered503 = page.waitForResponse((response) => response.status() === 503);
      await finish.click();
      await answered503;
      await expect(page.getByRole("alert").filter({ hasText: FINISH_ERROR })).toBeVisible();
      await expect(finish).toBeEnabled();
      await expectAllKept();

      // The tab reloads (or the phone drops it): the draft comes back, handle, description, links, tags and videos.
      await page.reload();
      await expectAllKept();

      await finish.click();
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(await draftKeys(page), "the draft is cleared by a successful save").toEqual([]);
      const profile = await performer.client.request(`/profile/${performer.uid}`);
      expect(await profile.text()).toContain("Violin at Pike Place, most evenings.");
    });

    test("step 2: Next offline stays on the form with every field and a message; the draft survives a reload", async ({
      page,
      context,
      signedInAs,
    }) => {
      await signedInAs();
      await page.goto("/signup?step=2");
      await hydrated(page);
      await fillAboutYou(page);
      await page.getByLabel("Street").fill("1 Pike Street");
      await page.getByLabel("City").fill("Seattle");
      await page.getByLabel("State").fill("Washington");
      await page.getByLabel("Postal code").fill("98101");

      const next = page.getByRole("button", { name: "Next" });
      const expectAllKept = async () => {
        await expect(page.getByRole("heading", { name: "Required Info" })).toBeVisible();
        await expect(page.getByLabel("First name")).toHaveValue("Rosa");
        await expect(page.getByLabel("Phone")).toHaveValue("+1 555 987 6543");
        await expect(page.getByLabel("Subscription plan")).toHaveValue("monthly");
        await expect(page.getByLabel("Street")).toHaveValue("1 Pike Street");
        await expect(page.getByLabel("Postal code")).toHaveValue("98101");
      };

      await context.setOffline(true);
      await next.click();
      await expect(page.getByRole("alert").filter({ hasText: SAVE_FAILED })).toBeInViewport();
      await expect(next).toBeEnabled();
      await expectAllKept();
      await screenshotToLookAt(page, `next-offline-${size.name}`);

      await context.setOffline(false);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
      await page.reload();
      await expectAllKept();
      await next.click();
      await expect(page.getByRole("heading", { name: "Optional Details" })).toBeVisible();
      expect(await draftKeys(page)).toEqual([]);
    });

    test("step 2: Next waits for a photo still uploading; leaving the step deletes the half-sent upload on the server", async ({
      page,
      signedInAs,
    }) => {
      await signedInAs();
      await page.goto("/signup?step=2");
      const { location: upload } = await slowResumableUpload(page, "profile");
      expect(await uploadOnServer(page, upload)).toBe(200);

      await expect(page.getByRole("button", { name: "Waiting for upload…" })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
      await screenshotToLookAt(page, `waiting-for-upload-${size.name}`);

      // The performer goes back to step 1 instead: the upload is abandoned, and the server keeps none of it.
      await page.getByRole("link", { name: "Back" }).click();
      await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();
      await expect.poll(() => uploadOnServer(page, upload)).toBe(404);
    });

    test("step 3: Finish waits for a gallery photo still uploading; closing the page deletes the half-sent upload", async ({
      page,
      signedInAs,
    }) => {
      const performer = await signedInAs();
      await passStepTwo(performer.client);
      await page.goto("/signup?step=3");
      const { location: upload } = await slowResumableUpload(page, "gallery");

      await expect(page.getByRole("button", { name: "Waiting for upload…" })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Finish" })).toHaveCount(0);

      // The page itself goes (another address typed, the tab closed): its last word is the tus termination.
      await page.goto("/");
      await expect.poll(() => uploadOnServer(page, upload)).toBe(404);
    });

    test("edit page: Save Changes on a 503 and offline keeps the changes and says so; the draft survives a reload", async ({
      page,
      context,
      seedProfile,
      signedInAs,
    }) => {
      const performer = await signedInAs(await seedProfile());
      await page.goto(`/profile/${performer.uid}/edit`);
      await hydrated(page);
      await page.getByLabel("Description").fill("New: Sundays at the ferry terminal.");
      await page.getByLabel("City", { exact: true }).fill("Tacoma");
      const save = page.getByRole("button", { name: "Save Changes" });

      await answer503Once(page, /\/edit\.data/);
      await save.click();
      await expect(page.getByRole("alert").filter({ hasText: SAVE_FAILED })).toBeInViewport();
      await expect(save).toBeEnabled();
      await expect(page.getByLabel("Description")).toHaveValue("New: Sundays at the ferry terminal.");

      await context.setOffline(true);
      // The 503's message is still on screen: the save must be seen to fail offline, or it could go out once the
      // network is back below, and the reload would find the saved page.
      const failedOffline = page.waitForEvent(
        "requestfailed",
        (request) => request.method() === "POST" && /\/edit\.data/.test(request.url()),
      );
      await save.click();
      await failedOffline;
      await expect(page.getByRole("alert").filter({ hasText: SAVE_FAILED })).toBeVisible();
      await expect(save).toBeEnabled();
      await expect(page.getByLabel("City", { exact: true })).toHaveValue("Tacoma");
      await screenshotToLookAt(page, `edit-offline-${size.name}`);

      await context.setOffline(false);
      // The page hears that the network is back before it reloads: a reload at once may still meet the offline error page.
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
      await page.reload();
      await expect(page.getByLabel("Description")).toHaveValue("New: Sundays at the ferry terminal.");
      await expect(page.getByLabel("City", { exact: true })).toHaveValue("Tacoma");
      await save.click();
      await expect(page).toHaveURL(new RegExp(`/profile/${performer.uid}$`));
      await expect(page.getByText("New: Sundays at the ferry terminal.")).toBeVisible();
      expect(await draftKeys(page)).toEqual([]);
    });
  });
}

test.describe("sign-up's first screen", () => {
  for (const size of SIZES) {
    test(`${size.name}: the email, password and Continue are on the first screen, without scrolling`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ ...size.use, timezoneId: "America/Los_Angeles" });
      const page = await context.newPage();
      await page.goto("/signup");
      for (const control of [
        page.getByLabel("Email"),
        page.getByLabel("Password"),
        page.getByRole("button", { name: "Continue", exact: true }),
      ]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      // What Tipped offers is still on the page, below the form on a phone.
      await expect(page.getByText("One link for all payments").filter({ visible: true })).toHaveCount(1);
      await screenshotToLookAt(page, `signup-first-screen-${size.name}`);
      await context.close();
    });
  }
});

const INSTAGRAM_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.0.0.58 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 590089245)";
const IN_APP_HINT = "Opened in Instagram or TikTok? Open in your browser so payment apps work.";

test.describe("smaller things", () => {
  for (const size of SIZES) {
    test.describe(size.name, () => {
      test.use(size.use);

      test("the 'open in your browser' hint shows only in an in-app browser; the owner is not offered to report their own page", async ({
        page,
        browser,
        seedProfile,
        signedInAs,
      }) => {
        const performer = await seedProfile();
        // An ordinary browser: no hint; a visitor may report the page.
        await page.goto(`/profile/${performer.uid}`);
        await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
        await expect(page.getByText(IN_APP_HINT)).toBeHidden();
        await expect(page.getByRole("link", { name: "Report this profile" })).toBeVisible();

        // Instagram's browser, on the same cached page: the hint.
        const instagram = await browser.newContext({ ...size.use, userAgent: INSTAGRAM_UA });
        const inApp = await instagram.newPage();
        await inApp.goto(`/profile/${performer.uid}`);
        await expect(inApp.getByText(IN_APP_HINT)).toBeVisible();
        await screenshotToLookAt(inApp, `in-app-hint-${size.name}`);
        await instagram.close();

        // The owner: no "Report this profile" on their own page.
        await signedInAs(performer);
        await page.goto(`/profile/${performer.uid}`);
        await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Report this profile" })).toHaveCount(0);
      });

      test("a small gallery photo is listed in KB; an upload without network says it waits, and carries on by itself", async ({
        page,
        context,
        signedInAs,
      }) => {
        const performer = await signedInAs();
        await passStepTwo(performer.client);
        await page.goto("/signup?step=3");
        await hydrated(page);
        const small = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#e0a030" } })
          .png()
          .toBuffer();
        expect(small.length).toBeLessThan(50 * 1024);
        await page
          .locator('[data-uploader="gallery"] input[type=file]')
          .setInputFiles({ name: "tiny.png", mimeType: "image/png", buffer: small });
        await expect(page.locator('[data-pending-photo="tiny.png"]')).toContainText("(1 KB)");
        await expect(page.getByText("(0.0 MB)")).toHaveCount(0);
        await page.getByRole("button", { name: "Remove tiny.png from the list" }).click();

        // A bigger photo on a slow line, then the network drops.
        const { fullSpeed } = await slowResumableUpload(page, "gallery");
        const status = page.locator('[data-pending-photo="stage.png"] [aria-live="polite"]');
        await expect(status).toContainText("Uploading…");
        await context.setOffline(true);
        await expect(status).toContainText("Waiting for the network…");
        await expect(status).not.toContainText("Uploading…");
        await screenshotToLookAt(page, `waiting-for-network-${size.name}`);
        // Back online (and at full speed): it carries on, without a tap.
        await context.setOffline(false);
        await fullSpeed();
        await expect(status).toHaveText("Uploaded", { timeout: 30_000 });
        await expect(page.getByRole("list", { name: "Your gallery" }).getByRole("img")).toHaveCount(1);
      });
    });
  }
});

test.describe("after Finish", () => {
  for (const size of SIZES) {
    test.describe(size.name, () => {
      test.use(size.use);

      test("the dashboard says the page is live, with its link, QR code, tip sign and Share, once", async ({
        page,
        signedInAs,
      }) => {
        const performer = await signedInAs();
        await passStepTwo(performer.client);
        await page.goto("/signup?step=3");
        await hydrated(page);
        await page.getByRole("button", { name: "Finish" }).click();
        await expect(page).toHaveURL(/\/dashboard$/);

        const live = page.getByRole("region", { name: "Your page is live" });
        await expect(live).toBeVisible();
        await expect(live).toBeInViewport();
        await expect(live.getByRole("link", { name: new RegExp(`/profile/${performer.uid}$`) })).toBeVisible();
        await expect(live.getByRole("img", { name: "QR code for your page" })).toBeVisible();
        await expect(live.getByRole("link", { name: "Print your tip sign" })).toBeVisible();
        await expect(live.getByRole("button", { name: "Share" })).toBeVisible();
        await screenshotToLookAt(page, `page-live-${size.name}`);

        await page.reload();
        await expect(page.getByRole("heading", { name: "Analytics Dashboard" })).toBeVisible();
        await expect(live).toHaveCount(0);
      });
    });
  }
});
