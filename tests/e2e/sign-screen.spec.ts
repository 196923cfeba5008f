import type { Locator, Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import {
  enableCardTips,
  expect,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  expectWholeOnScreen,
  PHONE_UA,
  screenshotToLookAt,
  test,
} from "./fixtures";

/**
 * The owner's sign screen at the pitch, on a 390 × 844 phone with the service worker on: the QR code as large as
 * the screen allows, the name and "Tip me"; the page kept by the worker and shown again with the network cut; the
 * code decodes to the profile's printed address; a live thank-you for each like and card tip; only its owner sees it.
 */
test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

/** What the QR code on the screen says, read from a screenshot of it as a phone's camera would. */
async function decodeQr(qr: Locator): Promise<string | undefined> {
  const { data, info } = await sharp(await qr.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

/** The code fills the smaller side of the window less its margins, and everything on the sign is whole on screen. */
async function expectFullSign(page: Page, qr: Locator) {
  const viewport = page.viewportSize()!;
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(Math.min(viewport.width, viewport.height) - 40);
  expect(box.height).toBeCloseTo(box.width, 0);
  await expectWholeOnScreen(page.locator("#sign-root svg, #sign-root p:visible, #sign-root h1, #sign-root a"));
  await expectNoSidewaysScroll(page);
}

test("the sign screen opens from the dashboard, is kept by the service worker and still shows the code with no network", async ({
  page,
  context,
  baseURL,
  seedProfile,
  signedInAs,
}) => {
  const performer = await signedInAs(await seedProfile());
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Sign screen" }).click();
  await expect(page).toHaveURL(/\/sign$/);

  const qr = page.getByRole("img", { name: /^QR code for / });
  const printed = `${baseURL}/profile/${performer.uid}`;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sax Maya");
  await expect(page.getByText("Tip me", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expectFullSign(page, qr);
  expect(await decodeQr(qr)).toBe(printed);
  await page.getByRole("button", { name: "Full screen" }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe("HTML");
  await page.getByRole("button", { name: "Exit full screen" }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(page.getByRole("button", { name: "Full screen" })).toBeVisible();

  // Keeping the screen on: the hint shows exactly when this browser refuses the wake lock
  const granted = await page.evaluate(() =>
    navigator.wakeLock.request("screen").then(
      (lock) => lock.release().then(() => true),
      () => false,
    ),
  );
  const hint = page.getByText("Keep your screen on: turn off auto-lock in your phone's settings");
  if (granted) await expect(hint).toBeHidden();
  else await expect(hint).toBeVisible();

  // The worker controls the page and has kept it
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByText("Saved on this device: it opens with no network too.")).toBeVisible();
  await screenshotToLookAt(page, "sign-portrait");

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sax Maya");
  await expect(page.getByText("Offline: the code still works.")).toBeVisible();
  await expectFullSign(page, qr);
  expect(await decodeQr(qr)).toBe(printed);
  await screenshotToLookAt(page, "sign-offline-portrait");

  for (const [name, viewport] of [
    ["landscape", { width: 844, height: 390 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectFullSign(page, qr);
    expect(await decodeQr(qr)).toBe(printed);
    await screenshotToLookAt(page, `sign-offline-${name}`);
  }

  // Signing out forgets the kept copy: offline, /sign is then the offline page
  await context.setOffline(false);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect.poll(() => page.evaluate(() => caches.has("tipped-sign"))).toBe(false);
  await page.goto("about:blank"); // the landing page's router would try to reach the server offline
  await context.setOffline(true);
  await page.goto("/sign").catch(() => undefined);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Sax Maya");
  await expect(page.getByRole("img", { name: /^QR code for / })).toHaveCount(0);
  await context.setOffline(false);
});

test("without the Wake Lock API the sign asks the performer to turn off auto-lock", async ({
  page,
  seedProfile,
  signedInAs,
}) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
  });
  await signedInAs(await seedProfile());
  await page.goto("/sign");
  await expect(page.getByText("Keep your screen on: turn off auto-lock in your phone's settings")).toBeVisible();
});

test("a signed-out visitor is sent to log in, and a user without a finished profile to the wizard", async ({
  page,
  signedInAs,
}) => {
  await page.goto("/sign");
  await expect(page).toHaveURL(/\/signup\?mode=login$/);
  await expect(page.getByRole("img", { name: /^QR code for / })).toHaveCount(0);

  await signedInAs();
  await page.goto("/sign");
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Required Info" })).toBeVisible();
});

test("the open sign thanks each like and each card tip as they arrive", async ({
  page,
  browser,
  request,
  seedProfile,
  signedInAs,
}) => {
  const performer = await signedInAs(await seedProfile());
  await enableCardTips(page);

  const thanks = page.locator("[data-thanks]");
  const listening = Promise.all([
    page.waitForResponse((response) => response.url().endsWith(`/api/profiles/${performer.uid}/live`)),
    page.waitForResponse((response) => response.url().endsWith("/api/tips/live")),
    page.waitForResponse((response) => response.url().endsWith("/api/sign/counts")),
  ]);
  await page.goto("/sign");
  await listening;
  await expect(thanks).toBeEmpty();
  await expect(thanks).toHaveAttribute("aria-live", "polite");

  const liked = await request.post(`/api/profiles/${performer.uid}/like`, { data: { liked: true } });
  expect(liked.status()).toBe(200);
  await expect(thanks.getByText("Someone liked your page ♥")).toBeVisible();

  // A visitor pays $5 on the (fake) Stripe's page
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const tipper = await visitor.newPage();
  await tipper.goto(`/profile/${performer.uid}`);
  await tipper.locator("[data-card-tips]").getByRole("button", { name: "Tip $5 by card or wallet" }).click();
  await tipper.getByRole("button", { name: "Donate $5.00" }).click();
  await expect(tipper).toHaveURL(/tip=thanks/);
  await visitor.close();

  await expect(thanks.getByText("Thank you for the tip!")).toBeVisible();
  await expect(thanks.locator("p")).toHaveText(["Thank you for the tip!", "Someone liked your page ♥"]);
  await expectWholeOnScreen(thanks);
  await screenshotToLookAt(page, "sign-thanks");
  await expectNoSeriousViolations(page, "the sign with its thank-you lines");
});

test("the counts behind the thank-you lines are the owner's only", async ({ request }) => {
  const response = await request.get("/api/sign/counts");
  expect(response.status()).toBe(401);
});

test("the performer starts and stops performing from the sign, on a phone, without the page's script", async ({
  page,
  browser,
  baseURL,
  seedProfile,
  signedInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const performer = await signedInAs(await seedProfile({ withEvents: false }));
  await page.goto("/sign");
  await page.getByRole("button", { name: "Start performing here" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Performing now" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop performing" })).toBeInViewport();
  await screenshotToLookAt(page, "sign-performing-390");

  const visitor = await browser.newContext({ userAgent: PHONE_UA });
  const profile = await visitor.newPage();
  await profile.goto(`${baseURL}/profile/${performer.uid}`);
  await expect(profile.getByText("Performing now", { exact: false }).first()).toBeVisible();

  await page.getByRole("button", { name: "Stop performing" }).click();
  await expect(page.getByRole("button", { name: "Start performing here" })).toBeVisible();
  await profile.reload();
  await expect(profile.getByText("Performing now", { exact: false })).toHaveCount(0);
  await visitor.close();
});

test("Start and Stop tapped with no network keep the sign up, wait, and are sent with their own times once back online", async ({
  page,
  context,
  seedProfile,
  signedInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(await seedProfile({ withEvents: false }));
  await page.goto("/sign");
  await expect(page.getByText("Saved on this device: it opens with no network too.")).toBeVisible();
  const qr = page.getByRole("img", { name: /^QR code for / });

  await context.setOffline(true);
  // The phone's clock at each tap: the session was played from 30 to 10 minutes ago, while the phone had no network.
  const now = Date.now();
  await page.clock.setFixedTime(now - 30 * 60_000);
  await page.getByRole("button", { name: "Start performing here" }).click();
  await expect(
    page.getByText(
      "No network: performing starts here as soon as this phone is back online, from the moment you tapped.",
    ),
  ).toBeVisible();
  await expect(qr).toBeVisible();
  await page.clock.setFixedTime(now - 10 * 60_000);
  await page.getByRole("button", { name: "Stop performing" }).click();
  const waitingStop = page.getByText(
    "No network: the session ends as soon as this phone is back online, at the moment you tapped.",
  );
  await expect(waitingStop).toBeVisible();
  await expect(page.getByRole("button", { name: "Start performing here" })).toBeVisible();

  // Still offline, the sign opens again (the service worker's copy) and still says what waits
  await page.reload();
  await expect(waitingStop).toBeVisible();
  await expect(qr).toBeVisible();
  await screenshotToLookAt(page, "sign-offline-taps-waiting-390");

  // Back online: both taps are sent in order, then the sign loads again as the server now has it
  const reloaded = page.waitForEvent("load");
  await context.setOffline(false);
  await reloaded;
  await expect(waitingStop).toBeHidden();
  await expect(page.getByRole("button", { name: "Start performing here" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("tipped-sign-taps"))).toBeNull();
  const csv = await page.evaluate(() => fetch("/dashboard/sessions.csv").then((response) => response.text()));
  const [, row] = csv.trim().split("\r\n");
  // The session's start and end, local "YYYY-MM-DD HH:MM" cells (its first cell, a sentence, may hold commas)
  const [start, end] = (row!.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/g) ?? []).map((cell) =>
    new Date(`${cell.replace(" ", "T")}:00Z`).getTime(),
  );
  expect(end! - start!).toBe(20 * 60_000);
});
