import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { SAMPLE_DETAILS } from "../../scripts/lib/seed-profile.mjs";
import { expect, expectWholeText, fillAboutYou, screenshotToLookAt, test } from "./fixtures";

/** A performer builds and edits their page on a 390 px phone, by touch. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const LONG_VIDEO_URL =
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxy&index=12&t=42s";

/** A gallery photo as a phone camera names it. */
const STAGE_PHOTO = "PXL_20261127_183045123_union_square_evening_stage.png";

const png = (color: string) =>
  sharp({ create: { width: 500, height: 500, channels: 3, background: color } })
    .png()
    .toBuffer();

async function expectNoSidewaysScroll(page: Page, screen: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${screen} is wider than the phone`,
  ).toBeLessThanOrEqual(390);
}

async function fillRequiredInfo(page: Page) {
  await fillAboutYou(page);
}

async function pickAddress(page: Page) {
  await page.getByRole("combobox", { name: "Search your address" }).fill("350 Fifth");
  await page.getByRole("option", { name: /350, Fifth Avenue/ }).tap();
  await expect(page.getByLabel("Postal code")).toHaveValue("10118");
}

test("wizard steps 1 to 3 and the edit page fit the phone, with a long video URL, an event and photos; Finish and Save Changes work with a tap", async ({
  page,
  signUp,
}) => {
  test.setTimeout(90_000);
  await page.goto("/signup");
  await expectNoSidewaysScroll(page, "step 1");
  await signUp();

  // Step 2: the profile photo uploads here (requirements 2), then the required fields.
  await page
    .locator('[data-uploader="profile"] input[type=file]')
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png("#3355aa") });
  await expect(page.locator('[data-uploader="profile"]').getByText("Uploaded")).toBeVisible();
  await fillRequiredInfo(page);
  await pickAddress(page);
  await expectNoSidewaysScroll(page, "step 2");
  await page.getByRole("button", { name: "Next" }).tap();

  // Step 3: a long video URL, an event through the modal, a gallery photo.
  await expect(page.getByRole("heading", { name: "Optional Details" })).toBeVisible();
  await expect(page.locator('[data-uploader="profile"]')).toHaveCount(0);
  await page.getByLabel("YouTube video").fill(LONG_VIDEO_URL);
  await expectNoSidewaysScroll(page, "step 3 with a long URL typed");
  await page.getByRole("button", { name: "Add video" }).tap();
  await expect(page.getByRole("list", { name: "Your videos" })).toContainText("Busking at Union Square");
  // "Add video" and "Remove" are not pushed off the right edge by the URL.
  for (const name of ["Add video", "Remove Busking at Union Square"]) {
    const button = (await page.getByRole("button", { name }).boundingBox())!;
    expect(button.x + button.width, name).toBeLessThanOrEqual(390);
  }
  await page
    .getByRole("button", { name: /add an event/ })
    .last()
    .tap();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  // Centred: the same space on both sides, within a pixel.
  expect(Math.abs(box.x - (390 - box.x - box.width))).toBeLessThanOrEqual(1);
  await dialog.getByLabel("Title").fill("Sunset set");
  await dialog.getByRole("button", { name: "Add event" }).tap();
  await expect(page.getByRole("list", { name: "Your events" })).toContainText("Sunset set");
  await page
    .locator('[data-uploader="gallery"] input[type=file]')
    .setInputFiles({ name: STAGE_PHOTO, mimeType: "image/png", buffer: await png("#e0a030") });
  // A phone camera's file name: the end, which tells two photos apart, shows too.
  await expectWholeText(page.locator(`[data-pending-photo="${STAGE_PHOTO}"] p`));
  await page.getByRole("button", { name: `Upload ${STAGE_PHOTO}` }).tap();
  await expect(page.getByRole("list", { name: "Your gallery" }).getByRole("img")).toHaveCount(1);
  await expectNoSidewaysScroll(page, "step 3");

  await page.getByRole("button", { name: "Finish" }).tap();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectNoSidewaysScroll(page, "dashboard");
  const uid = await page.evaluate(
    async () => ((await (await fetch("/api/auth/get-session")).json()) as { user: { id: string } }).user.id,
  );

  // The edit page: another long video URL, then Save Changes with a tap.
  await page.goto(`/profile/${uid}/edit`);
  await page.getByLabel("YouTube video").fill(LONG_VIDEO_URL.replace("dQw4w9WgXcQ", "9bZkp7q19f0"));
  await page.getByRole("button", { name: "Add video" }).tap();
  await expect(page.getByRole("list", { name: "Your videos" })).toContainText("Saxophone at sunset");
  await expectNoSidewaysScroll(page, "edit page");
  await page.getByRole("button", { name: "Save Changes" }).tap();
  await expect(page).toHaveURL(new RegExp(`/profile/${uid}$`));
  await expect(page.getByRole("heading", { name: "Rosa Strings" })).toBeVisible();
  await expectNoSidewaysScroll(page, "profile");
});

test("long handles, titles and an email wrap on a phone instead of being cut off", async ({
  page,
  seedProfile,
  signedInAs,
}) => {
  const venmo = "the-long-saxophone-player-2026";
  const eventTitle = "Union Square evening set with the Brooklyn brass quartet";
  const videoTitle = "Live at Union Square on the longest night of the year";
  const performer = await signedInAs(
    await seedProfile({
      details: { ...SAMPLE_DETAILS, venmoUrl: venmo, "videos[0].title": videoTitle, "events[0].title": eventTitle },
    }),
  );
  await page.goto(`/profile/${performer.uid}`);
  await expectWholeText(page.getByText(`venmo.com/u/${venmo}`, { exact: true }));
  await page.getByRole("button", { name: "Account menu" }).click();
  await expectWholeText(page.getByRole("menu").getByText(performer.email, { exact: true }));

  await page.goto(`/profile/${performer.uid}/edit`);
  await expectWholeText(page.getByRole("list", { name: "Your events" }).getByText(eventTitle, { exact: true }));
  await expectWholeText(page.getByText(videoTitle, { exact: true }));
  await expectNoSidewaysScroll(page, "the edit page");
});

test("picking an address clears the errors an empty Next left on the fields it fills", async ({ page, signUp }) => {
  await signUp();
  await page.getByRole("button", { name: "Next" }).tap();
  for (const message of ["Street required", "City required", "State required", "ZIP must be 5 digits"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await pickAddress(page);
  for (const message of ["Street required", "City required", "State required", "ZIP must be 5 digits"]) {
    await expect(page.getByText(message, { exact: true }), message).toHaveCount(0);
  }
  // Fields the pick did not fill keep theirs.
  await expect(page.getByText("First name required", { exact: true })).toBeVisible();
});

test("the edit page's Save Changes reads Uploading… and waits while a photo uploads", async ({ page, signUp }) => {
  await signUp();
  await fillRequiredInfo(page);
  await pickAddress(page);
  await page.getByRole("button", { name: "Next" }).tap();
  await page.getByRole("button", { name: "Finish" }).tap();
  await expect(page).toHaveURL(/\/dashboard$/);
  const uid = await page.evaluate(
    async () => ((await (await fetch("/api/auth/get-session")).json()) as { user: { id: string } }).user.id,
  );
  await page.goto(`/profile/${uid}/edit`);

  // Held at a trickle so the upload is still running while we look: random pixels do not compress, so the PNG is
  // some 190 KB (one request, under the resumable line) and takes over 40 s at 4 KB/s, however busy the machine.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 10,
    downloadThroughput: -1,
    uploadThroughput: 4 * 1024,
  });
  const noisy = await sharp(randomBytes(250 * 250 * 3), { raw: { width: 250, height: 250, channels: 3 } })
    .png()
    .toBuffer();
  expect(noisy.length).toBeGreaterThan(160 * 1024);
  await page
    .locator('[data-uploader="banner"] input[type=file]')
    .setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: noisy });
  const save = page.getByRole("button", { name: "Uploading…" });
  await expect(save).toBeVisible();
  await expect(save).toBeDisabled();
  await page.locator('[data-uploader="banner"]').getByRole("button", { name: "Cancel" }).tap();
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // On a phone the save bar is not sticky, so it never covers a field or its error.
  const bar = page.getByRole("button", { name: "Save Changes" }).locator("xpath=..");
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe("static");
});

test.describe("service worker", () => {
  // The other tests run without it (playwright.config.ts); this one is about it.
  test.use({ serviceWorkers: "allow" });

  test("the service worker registers, and keeps no page: a new build is served fresh", async ({ page }) => {
    await page.goto("/signup");
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto("/");
    // Only hashed build assets (new names after a new build) and the offline page are kept, never a page's HTML.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept.length).toBeGreaterThan(0);
    for (const path of kept)
      expect(path).toMatch(/^\/(assets\/.+-[\w-]{8,}\.\w+|offline\.html|favicon\.svg|icons\/icon-192\.png)$/);
    // The landing page after the worker took over comes from the server.
    const response = await page.reload();
    expect(response?.headers()["cache-control"] ?? "").not.toContain("immutable");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  /** The worker has taken over this page and kept the offline page: a navigation now goes through it. */
  async function controlled(page: Page) {
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  }

  test("offline, a page that cannot be reached says so in the language chosen with the switcher, and Try again opens it", async ({
    page,
    context,
  }) => {
    await page.goto("/lang?to=ar&back=/signup");
    await controlled(page);
    await context.setOffline(true);
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أنت غير متصل");
    await expect(page.getByText("يحتاج Tipped إلى اتصال لعرض هذه الصفحة.", { exact: false })).toBeVisible();
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.title]),
    ).toEqual(["ar", "rtl", "أنت غير متصل · Tipped"]);
    // One language at a time: the other six are there, hidden.
    await expect(page.locator("main")).toHaveCount(7);
    await expect(page.locator("main:visible")).toHaveCount(1);
    await expectNoSidewaysScroll(page, "the offline page");
    await screenshotToLookAt(page, "offline-page-ar");
    await context.setOffline(false);
    await page.getByRole("link", { name: "أعد المحاولة" }).tap();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("أنت غير متصل");
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe("with the browser in Mexican Spanish", () => {
    test.use({ locale: "es-MX" });

    test("offline, the page says so in the browser's language", async ({ page, context }) => {
      await page.goto("/signup");
      await controlled(page);
      await context.setOffline(true);
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estás sin conexión");
      await expect(page.getByRole("link", { name: "Reintentar" })).toHaveAttribute("href", "");
      expect(await page.evaluate(() => document.documentElement.dir)).toBe("ltr");
    });
  });
});
