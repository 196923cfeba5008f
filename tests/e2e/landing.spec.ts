import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The computed transform of a parallax layer ("none" when nothing moves it). */
const transformOf = (layer: Locator) => layer.evaluate((element) => getComputedStyle(element).transform);

/** Lets two animation frames pass, so a scroll has been painted (and any parallax frame has run). */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

test.describe("landing page (requirements 1)", () => {
  test("says the tagline once and leads to /signup", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Tipped. Finally.");
    await expect(page.getByRole("heading", { level: 2, name: "Fewer people carry cash." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Your audience already pays with Venmo." })).toBeVisible();

    await page.getByRole("link", { name: "Create your page" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("heading", { name: "Sign up or log in" })).toBeVisible();
  });

  test("the closing call to action goes to /signup too", async ({ page }) => {
    await page.goto("/");
    const cta = page.getByRole("link", { name: "Start getting tipped" });
    await expect(cta).toHaveAttribute("href", "/signup");
    await cta.click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("the payment-logo ticker lists the six payment methods once for screen readers, and moves", async ({ page }) => {
    await page.goto("/");
    const ticker = page.getByRole("region", { name: "Tips arrive through the apps your audience already has" });
    await expect(ticker.getByRole("list", { name: "Payment methods" }).getByRole("listitem")).toHaveText([
      "Cash App",
      "PayPal",
      "Venmo",
      "Apple Pay",
      "Google Pay",
      "Samsung Pay",
    ]);
    // The copies that make the band seamless are drawn but hidden from the accessibility tree.
    await expect(ticker.getByRole("listitem")).toHaveCount(6);
    await expect(ticker.locator("[data-brand=venmo]")).toHaveCount(4);
    const track = ticker.locator("[data-ticker-track]");
    await expect(track).toHaveCSS("animation-name", "landing-ticker");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await ticker.getByRole("checkbox", { name: "Pause" }).check();
    await expect(track).toHaveCSS("animation-play-state", "paused");
  });

  test("the phone shows the sample profile with its payment links", async ({ page }) => {
    await page.goto("/");
    const phone = page.getByRole("figure", { name: /A sample profile/ });
    await expect(phone.getByText("Maya Rivers", { exact: true })).toBeVisible();
    const photo = phone.getByRole("img", { name: "Profile photo of Maya Rivers" });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(phone.getByText("Tip Maya")).toBeVisible();
    await expect(phone.getByRole("list", { name: "Tip Maya" }).getByRole("listitem")).toHaveText([
      /Cash App\s*\$MayaRivers/,
      /PayPal\s*paypal\.me\/mayarivers/,
      /Venmo\s*venmo\.com\/u\/mayarivers/,
    ]);
    // A picture of a page: the fictional performer's accounts are not links.
    await expect(phone.getByRole("link")).toHaveCount(0);
    await page.getByRole("link", { name: "See a sample profile" }).click();
    await expect(page).toHaveURL(/#sample-profile$/);
    await expect(phone).toBeInViewport();
  });

  test("parallax layers move as the page scrolls", async ({ page }) => {
    await page.goto("/");
    const glow = page.locator("[data-parallax]").first();
    // The layers start moving once the page has hydrated.
    await expect(page.getByRole("main")).toHaveAttribute("data-motion", "on");
    expect(await transformOf(glow)).not.toBe("none");
    const before = await transformOf(glow);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => transformOf(glow)).not.toBe(before);
    expect(await transformOf(glow)).toMatch(/^matrix\(1, 0, 0, 1, 0, -?\d+(\.\d+)?\)$/);
  });

  test("works before JavaScript: complete page, plain links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Get Tipped. Finally." })).toBeVisible();
    await expect(page.getByRole("list", { name: "Tip Maya" }).getByRole("listitem")).toHaveCount(3);
    await page.getByRole("link", { name: "Start getting tipped" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await context.close();
  });
});

test.describe("landing page with prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing drifts and the ticker stands still", async ({ page }) => {
    await page.goto("/");
    const layers = page.locator("[data-parallax]");
    // Hydrated, and the parallax has seen the preference.
    await expect(page.getByRole("main")).toHaveAttribute("data-motion", "off");
    await page.mouse.wheel(0, 900);
    await nextFrames(page);
    await nextFrames(page);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    const count = await layers.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index++) expect(await transformOf(layers.nth(index))).toBe("none");

    const ticker = page.getByRole("region", { name: "Tips arrive through the apps your audience already has" });
    await expect(ticker.locator("[data-ticker-track]")).toHaveCSS("animation-name", "none");
    await expect(ticker.getByRole("checkbox", { name: "Pause" })).toBeHidden();
    await expect(ticker.getByRole("list", { name: "Payment methods" })).toBeVisible();
  });
});
