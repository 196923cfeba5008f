import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, screenshotToLookAt, test } from "./fixtures";

const png = (color: string) =>
  sharp({ create: { width: 1000, height: 700, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A performer with an event this month and one next month, and three gallery photos, signed in on `page`. */
async function performerWithEventsAndPhotos(page: Page, signUp: () => Promise<unknown>): Promise<string> {
  await signUp();
  await page.getByLabel("First name").fill("Maya");
  await page.getByLabel("Last name").fill("Rivers");
  await page.getByLabel("Alt / stage name").fill("Sax Maya");
  await page.getByLabel("Phone").fill("+1 555 123 4567");
  await page.getByLabel("Subscription plan").selectOption("monthly");
  await page.getByLabel("Street").fill("1 Main St");
  await page.getByLabel("City").fill("Austin");
  await page.getByLabel("State").fill("TX");
  await page.getByLabel("Postal code").fill("78701");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Optional Details" })).toBeVisible();

  // The last selectable day of this month, then a day of the next.
  await page
    .getByRole("button", { name: /add an event/ })
    .last()
    .click();
  await page.getByRole("dialog").getByLabel("Title").fill("This month's set");
  await page.getByRole("dialog").getByRole("button", { name: "Add event" }).click();
  await page.getByRole("button", { name: /next month/i }).click();
  await page
    .getByRole("button", { name: /add an event/ })
    .first()
    .click();
  await page.getByRole("dialog").getByLabel("Title").fill("Next month's set");
  await page.getByRole("dialog").getByRole("button", { name: "Add event" }).click();
  await expect(page.getByRole("list", { name: "Your events" }).getByRole("listitem")).toHaveCount(2);

  const input = page.locator('[data-uploader="gallery"] input[type=file]');
  await input.setInputFiles([
    { name: "one.png", mimeType: "image/png", buffer: await png("#e0a030") },
    { name: "two.png", mimeType: "image/png", buffer: await png("#30a0e0") },
    { name: "three.png", mimeType: "image/png", buffer: await png("#40a060") },
  ]);
  for (const name of ["one.png", "two.png", "three.png"])
    await page.getByRole("button", { name: `Upload ${name}` }).click();
  await expect(page.getByRole("list", { name: "Your gallery" }).getByRole("img")).toHaveCount(3, { timeout: 20_000 });
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page.evaluate(
    async () => ((await (await fetch("/api/auth/get-session")).json()) as { user: { id: string } }).user.id,
  );
}

// Headless Chromium says "HeadlessChrome", which is not counted as a visitor: these use a normal Chrome's.
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function visitor(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ userAgent: CHROME, ...options });
  return { context, page: await context.newPage() };
}

test("calendar moves to any month, the gallery opens large by keyboard and by tap, and the dashboard shows local time", async ({
  page,
  signUp,
  browser,
}) => {
  test.setTimeout(150_000);
  const uid = await performerWithEventsAndPhotos(page, signUp);

  // Calendar on a phone: back before this month and on past the last event; the arrows never give out.
  const phone = await visitor(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.page.goto(`/profile/${uid}`);
  const calendar = phone.page.getByRole("region", { name: "Events" });
  const shown = calendar.locator("h3:visible");
  const thisMonth = (await shown.textContent()) ?? "";
  const previous = calendar.getByRole("button", { name: "Previous month" });
  const next = calendar.getByRole("button", { name: "Next month" });
  await expect(previous).toBeEnabled();
  await previous.click();
  await previous.click();
  await expect(shown).toHaveCount(1);
  await expect(shown).not.toHaveText(thisMonth);
  await expect(calendar.getByText(/^No events in /).filter({ visible: true })).toBeVisible();
  for (let step = 0; step < 6; step++) await next.click();
  await expect(next).toBeEnabled();
  const farMonth = await shown.textContent();
  expect(farMonth).not.toBe(thisMonth);
  for (let step = 0; step < 4; step++) await previous.click();
  await expect(shown).toHaveText(thisMonth);
  await expect(calendar.getByRole("list", { name: `Events in ${thisMonth}` })).toContainText("This month's set");

  // Gallery by tap: the viewer opens large, a swipe moves on, Close returns focus to the photo.
  const photos = phone.page.getByRole("link", { name: /Photo \d of Sax Maya's gallery/ });
  await expect(photos).toHaveCount(3);
  await expect(photos.first()).toHaveAttribute("href", /\/1600\.webp$/);
  await photos.first().tap();
  const viewer = phone.page.getByRole("dialog", { name: "Sax Maya's photos" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText("Photo 1 of 3")).toBeVisible();
  const large = viewer.locator("[data-photo-large]");
  await expect
    .poll(() => large.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await viewer.getByRole("button", { name: "Close" }).tap();
  await expect(viewer).toBeHidden();
  await expect(photos.first()).toBeFocused();

  // A finger swiping right to left across the photo shows the next one.
  await photos.first().tap();
  await expect(viewer.getByText("Photo 1 of 3")).toBeVisible();
  const box = (await large.boundingBox())!;
  const touch = await phone.context.newCDPSession(phone.page);
  const y = box.y + box.height / 2;
  await touch.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x: box.x + box.width * 0.8, y }],
  });
  for (const at of [0.6, 0.4, 0.2])
    await touch.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: box.x + box.width * at, y }],
    });
  await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect(viewer.getByText("Photo 2 of 3")).toBeVisible();
  await phone.context.close();

  // Gallery by keyboard on desktop: Enter opens, arrows move, Escape closes, focus back on the photo.
  const desktop = await visitor(browser);
  await desktop.page.goto(`/profile/${uid}`);
  const second = desktop.page.getByRole("link", { name: "Photo 2 of Sax Maya's gallery" });
  await second.focus();
  await desktop.page.keyboard.press("Enter");
  const desktopViewer = desktop.page.getByRole("dialog", { name: "Sax Maya's photos" });
  await expect(desktopViewer.getByText("Photo 2 of 3")).toBeVisible();
  await expect(desktopViewer.getByRole("button", { name: "Close" })).toBeFocused();
  await desktop.page.keyboard.press("ArrowRight");
  await expect(desktopViewer.getByText("Photo 3 of 3")).toBeVisible();
  await desktop.page.keyboard.press("ArrowRight");
  await expect(desktopViewer.getByText("Photo 1 of 3")).toBeVisible();
  // Focus stays inside the dialog: the page behind is inert.
  for (let press = 0; press < 4; press++) {
    await desktop.page.keyboard.press("Tab");
    expect(
      await desktop.page.evaluate(
        () => Boolean(document.activeElement?.closest("dialog")) || document.activeElement === document.body,
      ),
    ).toBe(true);
  }
  await desktop.page.keyboard.press("Escape");
  await expect(desktopViewer).toBeHidden();
  await expect(second).toBeFocused();
  await desktop.context.close();

  // In Arabic the line runs right to left: "next photos" scrolls the strip towards the left and its chevron points
  // there, and in the viewer the left arrow key moves on.
  const arabic = await visitor(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await arabic.page.goto(`/lang?to=ar&back=/profile/${uid}`);
  await expect(arabic.page.locator("html")).toHaveAttribute("dir", "rtl");
  const strip = arabic.page.locator("[data-gallery]");
  const back = arabic.page.locator('[data-action="gallery-prev"]');
  const ahead = arabic.page.locator('[data-action="gallery-next"]');
  await expect(ahead).toBeEnabled();
  await expect(back).toBeDisabled();
  expect(await ahead.locator("svg").evaluate((svg) => getComputedStyle(svg).scale)).toBe("-1 1");
  await ahead.tap();
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeLessThan(-100);
  await expect(back).toBeEnabled();
  await arabic.page.locator("#gallery").scrollIntoViewIfNeeded();
  await screenshotToLookAt(arabic.page, "gallery-ar");
  await arabic.page.locator('a[data-photo="0"]').focus();
  await arabic.page.keyboard.press("Enter");
  const arabicViewer = arabic.page.locator("[data-photo-viewer]");
  await expect(arabicViewer.locator("[data-photo-caption]")).toHaveText("الصورة 1 من 3");
  await arabic.page.keyboard.press("ArrowLeft");
  await expect(arabicViewer.locator("[data-photo-caption]")).toHaveText("الصورة 2 من 3");
  await screenshotToLookAt(arabic.page, "viewer-ar");
  await arabic.page.keyboard.press("ArrowRight");
  await expect(arabicViewer.locator("[data-photo-caption]")).toHaveText("الصورة 1 من 3");
  await arabic.context.close();

  // The owner in Tokyo sees the visits in Tokyo time, visitors as "Visitor N".
  const tokyo = await browser.newContext({
    timezoneId: "Asia/Tokyo",
    storageState: await page.context().storageState(),
  });
  const owner = await tokyo.newPage();
  await owner.goto("/dashboard");
  const activity = owner.getByRole("region", { name: "Recent Activity" });
  // The phone's, the desktop's and the Arabic phone's views.
  await expect(activity.locator("tbody tr")).toHaveCount(3);
  await expect(activity.locator("tbody tr").first()).toContainText(/Visitor [123]/);
  await expect(activity.locator("tbody")).not.toContainText("visitor_");
  const time = activity.locator("time").first();
  await expect(time).toHaveText(/just now|min ago/);
  await expect(time).toHaveAttribute("title", /GMT\+9$/);
  await time.focus();
  await expect(activity.getByRole("tooltip").first()).toBeVisible();
  await tokyo.close();
});

test("without JavaScript each gallery photo is a plain link to its large copy", async ({ page, signUp, browser }) => {
  test.setTimeout(120_000);
  const uid = await performerWithEventsAndPhotos(page, signUp);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`/profile/${uid}`);
  await plain.getByRole("link", { name: "Photo 1 of Sax Maya's gallery" }).click();
  await expect(plain).toHaveURL(/\/media\/gallery\/.+\/1600\.webp$/);
  await context.close();
});

test("a profile without events shows no calendar", async ({ page, signUp }) => {
  await signUp();
  await page.getByLabel("First name").fill("Lee");
  await page.getByLabel("Last name").fill("Park");
  await page.getByLabel("Alt / stage name").fill("Lee on Keys");
  await page.getByLabel("Phone").fill("+1 555 123 4567");
  await page.getByLabel("Subscription plan").selectOption("yearly");
  await page.getByLabel("Street").fill("1 Main St");
  await page.getByLabel("City").fill("Austin");
  await page.getByLabel("State").fill("TX");
  await page.getByLabel("Postal code").fill("78701");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "View Profile" }).click();
  await expect(page.getByRole("heading", { name: "Lee on Keys" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Events" })).toHaveCount(0);
});

test("a failed social sign-in shows a sentence, and Login reads as signing in", async ({ page }) => {
  await page.goto("/signup?error=access_denied");
  await expect(page.getByRole("alert")).toHaveText("You cancelled the sign-in, so nothing changed. You can try again.");
  await expect(page.getByText("access_denied")).toHaveCount(0);
  await page.goto("/");
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await expect(page.getByText("Step 1 of 3")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
});
