import { randomBytes } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { expect, fillAboutYou, test } from "./fixtures";

/** A JPEG with noise, so it stays large (resumable above 256 KB). */
async function noisyJpeg(width: number, height: number, tint: [number, number, number]) {
  const pixels = randomBytes(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.min(255, tint[i % 3]! + (pixels[i]! % 48));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const solid = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

async function fillRequiredInfo(page: Page) {
  await fillAboutYou(page);
  await page.getByLabel("Street").fill("350 Fifth Avenue");
  await page.getByLabel("City").fill("New York");
  await page.getByLabel("State").fill("New York");
  await page.getByLabel("Postal code").fill("10118");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Optional Details" })).toBeVisible();
}

/** Uploads go at a phone's pace, so progress, pause and resume can be seen. */
async function slowUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 10,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test.describe("photos", () => {
  test("profile photo and banner on step 2, three gallery photos on step 3, with progress; the page takes the banner's colours", async ({
    page,
    signUp,
  }) => {
    test.setTimeout(90_000);
    await signUp();

    // Step 2, Required Info (requirements 2). Profile photo: small, one request.
    await page.locator('[data-uploader="profile"] input[type=file]').setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: await solid(400, 400, "#3355aa"),
    });
    await expect(page.locator('[data-uploader="profile"]').getByText("Uploaded")).toBeVisible();
    await expect(page.getByRole("img", { name: "Your profile photo" })).toHaveAttribute("srcset", /112\.webp 112w/);

    // Banner: large, resumable, slowed down: progress shows, pause holds it, resume finishes it.
    const banner = await noisyJpeg(1600, 600, [200, 60, 30]);
    expect(banner.length).toBeGreaterThan(300 * 1024); // over the 256 KB line: resumable
    const fullSpeed = await slowUploads(page, 64 * 1024);
    const bannerBox = page.locator('[data-uploader="banner"]');
    await bannerBox
      .locator("input[type=file]")
      .setInputFiles({ name: "stage.jpg", mimeType: "image/jpeg", buffer: banner });
    const bar = bannerBox.getByRole("progressbar", { name: "Banner upload" });
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // Pause stops the request in flight (not just the bar): the browser reports it aborted, and the bar holds.
    const isPatch = (request: Request) => request.method() === "PATCH" && request.url().includes("/uploads/tus");
    const stopped = page.waitForEvent("requestfailed", { predicate: isPatch, timeout: 15_000 });
    await bannerBox.getByRole("button", { name: "Pause" }).click();
    await expect(bannerBox.getByText(/^Paused at \d+%$/)).toBeVisible();
    const pausedAt = Number(await bar.getAttribute("aria-valuenow"));
    await stopped;
    await expect(bannerBox.getByText(`Paused at ${pausedAt}%`)).toBeVisible();
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBe(pausedAt);
    await fullSpeed();
    await bannerBox.getByRole("button", { name: "Resume" }).click();
    await expect(bannerBox.getByText("Uploaded")).toBeVisible({ timeout: 30_000 });
    const colors = await page.locator("[data-banner-colors]").getAttribute("data-banner-colors");
    expect(colors).toMatch(/^#[0-9A-F]{6}/);
    await fillRequiredInfo(page);

    // Step 3, Optional Details. Gallery: three files at once, each uploaded with its own button.
    await page.locator('[data-uploader="gallery"] input[type=file]').setInputFiles([
      { name: "one.png", mimeType: "image/png", buffer: await solid(900, 1000, "#e0a030") },
      { name: "two.png", mimeType: "image/png", buffer: await solid(900, 1000, "#30a0e0") },
      { name: "three.jpg", mimeType: "image/jpeg", buffer: await noisyJpeg(1200, 1300, [40, 160, 90]) },
    ]);
    for (const name of ["one.png", "two.png", "three.jpg"]) {
      await page.getByRole("button", { name: `Upload ${name}` }).click();
    }
    await expect(page.getByRole("list", { name: "Your gallery" }).getByRole("img")).toHaveCount(3, { timeout: 30_000 });

    // A file that is not an image never leaves the browser.
    await page.locator('[data-uploader="gallery"] input[type=file]').setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await expect(page.getByText("Only image files can be uploaded")).toBeVisible();

    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const uid = await page.evaluate(
      async () => ((await (await fetch("/api/auth/get-session")).json()) as { user: { id: string } }).user.id,
    );

    // The public page: the banner's colours paint it, the gallery has three photos and scrolls.
    const visitor = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 } });
    const profile = await visitor.newPage();
    await profile.goto(`/profile/${uid}`);
    // The gallery scrolls inside its panel; the page itself never scrolls sideways on a phone.
    expect(await profile.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const style = await profile.locator("[style*='--tp-base']").first().getAttribute("style");
    expect(style).toContain(colors!.split(" ")[0]!);
    const photos = profile.getByRole("list", { name: "Rosa Strings' photos" }).getByRole("img");
    await expect(photos).toHaveCount(3);
    await expect(photos.first()).toHaveAttribute("srcset", /240\.webp 240w/);
    const gallery = profile.locator("#gallery-photos");
    await gallery.scrollIntoViewIfNeeded();
    await profile.getByRole("button", { name: "Next photos" }).click();
    await expect.poll(() => gallery.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await visitor.close();
  });

  test("the edit page removes a gallery photo and shows the server's refusal of a fake image", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await fillRequiredInfo(page);
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const uid = await page.evaluate(
      async () => ((await (await fetch("/api/auth/get-session")).json()) as { user: { id: string } }).user.id,
    );
    await page.goto(`/profile/${uid}/edit`);

    const input = page.locator('[data-uploader="gallery"] input[type=file]');
    await input.setInputFiles([{ name: "real.png", mimeType: "image/png", buffer: await solid(600, 600, "#aa3366") }]);
    await page.getByRole("button", { name: "Upload real.png" }).click();
    await expect(page.getByRole("list", { name: "Your gallery" }).getByRole("img")).toHaveCount(1);

    // HTML dressed up as a PNG: the browser lets it go, the server reads the bytes and says no.
    await input.setInputFiles([
      { name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") },
    ]);
    await page.getByRole("button", { name: "Upload fake.png" }).click();
    await expect(
      page.getByText("This file contains web page or SVG markup, so it is not accepted as a photo"),
    ).toBeVisible();
    await expect(
      page.locator('[data-pending-photo="fake.png"]').getByRole("button", { name: /Try again/ }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Remove gallery photo 1" }).click();
    await expect(page.getByRole("list", { name: "Your gallery" })).toHaveCount(0);
    const profile = await page.request.get(`/profile/${uid}`);
    expect(await profile.text()).not.toContain("/media/gallery/");
  });
});
