import type { Page } from "@playwright/test";
import { seedProfile } from "../../scripts/lib/seed-profile.mjs";
import { continueWithEmail, expect, expectWholeOnScreen, test } from "./fixtures";

const baseUrl = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const ADMIN_PASSWORD = "e2e-admin-password"; // playwright.config.ts gives it to the server
const PHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

async function signInAsAdmin(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Admin password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
}

test.describe("admin (requirements 2, 5, 8)", () => {
  test("a wrong password says so; the right one opens the dashboard; logout goes home and locks it again", async ({
    page,
  }) => {
    await page.goto("/admin");
    await page.getByLabel("Admin password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid password" })).toBeVisible();

    await page.getByLabel("Admin password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
    await expect(page.locator('[data-stat="users"]')).toHaveText(/^\d[\d,]*$/);
    // The admin session is an HttpOnly cookie: page scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain("tipped_admin");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await page.goto("/admin");
    await expect(page.getByLabel("Admin password")).toBeVisible();
  });

  test("on a 390 px phone the dashboard does not scroll sideways, and after logout nothing asks the server as admin", async ({
    browser,
  }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const refused: string[] = [];
    const adminCalls: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    page.on("console", (message) => {
      if (/401/.test(message.text())) refused.push(message.text());
    });
    await page.clock.install();
    await seedProfile(baseUrl()); // at least one row in the users table, with its screen-reader texts
    await signInAsAdmin(page);
    await expect(page.locator("tbody tr").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Nor does the table inside a box of its own: a card a user, its buttons on screen.
    const box = page.locator("table").locator("xpath=..");
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
    await expectWholeOnScreen(page.locator("tbody tr").first().getByRole("button"));
    // German's one long word for the heading ("Verwaltungsübersicht") beside its logout button made the page 534 px
    // wide: the button goes under it.
    await phone.addCookies([{ name: "lang", value: "de", url: baseUrl() }]);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Verwaltungsübersicht", level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectWholeOnScreen(page.getByRole("button", { name: "Abmelden" }));
    await phone.clearCookies({ name: "lang" });
    await page.reload();

    await page.getByRole("button", { name: "Logout" }).tap();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/admin") || pathname.startsWith("/api/admin")) adminCalls.push(request.url());
    });
    // The page's clock jumps past the old dashboard's 4-second polling, twice, without waiting for it.
    await page.clock.runFor(10_000);
    await page.waitForLoadState("networkidle");
    expect(adminCalls).toEqual([]);
    expect(refused).toEqual([]);
    await phone.close();
  });

  test("creates a city QR code, counts a scan that lands on the home page, and deletes it", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    const suffix = Date.now().toString(36);
    await page.getByLabel("City name").fill(`  New   York ${suffix} `);
    await page.getByRole("button", { name: "Create QR code" }).click();
    const slug = `new-york-${suffix}`;
    const row = page.locator(`[data-qr-slug="${slug}"]`);
    await expect(row).toContainText(`New York ${suffix}`);
    await expect(row).toContainText(`/qr/${slug}`);
    await expect(row.locator("[data-qr-clicks]")).toHaveText("0");
    await expect(row.getByRole("img")).toHaveJSProperty("naturalWidth", 128);

    // The same name again is refused with a clear message.
    await page.getByLabel("City name").fill(`new york ${suffix}`);
    await page.getByRole("button", { name: "Create QR code" }).click();
    await expect(page.getByText(`Failed to create QR code: A QR code for "${slug}" already exists`)).toBeVisible();

    // A phone scans the code: it lands on the home page, and the history entry is replaced.
    // A phone's browser (headless Chromium's own user agent is, rightly, a bot's and would not be counted).
    const phoneContext = await browser.newContext({ userAgent: PHONE_SAFARI, viewport: { width: 390, height: 844 } });
    const phone = await phoneContext.newPage();
    await phone.goto("/signup");
    await phone.goto(`/qr/${slug}`);
    await expect(phone).toHaveURL(`${baseUrl()}/`);
    await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Get Tipped. Finally.");
    await phone.goBack(); // no entry for /qr/… was kept: back goes to the page before the scan
    await expect(phone).toHaveURL(`${baseUrl()}/signup`);
    await phoneContext.close();

    // A refresh shows the scan.
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(row.locator("[data-qr-clicks]")).toHaveText("1");
    await expect(row).not.toContainText("Last clicked: Never");

    const download = page.waitForEvent("download");
    await row.getByRole("link", { name: /^SVG/ }).click();
    expect((await download).suggestedFilename()).toBe(`tipped-qr-${slug}.svg`);

    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this QR code?");
      void dialog.accept();
    });
    await row.getByRole("button", { name: /^Delete/ }).click();
    await expect(row).toHaveCount(0);
  });

  test("makes a user inactive and their public profile disappears, then active again", async ({ page, context }) => {
    const performer = await seedProfile(baseUrl());
    const visitor = await context.browser()!.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${baseUrl()}/profile/${performer.uid}`);
    await expect(visitorPage.getByRole("heading", { level: 1, name: "Sax Maya" })).toBeVisible();

    await signInAsAdmin(page);
    await page.getByLabel("Search by email").fill(performer.email);
    const row = page.locator(`tr[data-user-email="${performer.email}"]`);
    await expect(row).toHaveCount(1);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(row).toContainText("Yes"); // profile complete
    await expect(row.locator("td").nth(1)).toHaveText("Maya Lopez"); // the performer's name, not the email's prefix
    await row.getByRole("button", { name: /^Active: make/ }).click();
    await expect(row.getByRole("button", { name: /^Inactive: make/ })).toBeVisible();

    // The open page sees it by itself (its live stream, then a reload of its own): a reload from here raced it.
    await expect(visitorPage.getByRole("heading", { level: 1, name: "Profile not found" })).toBeVisible();

    await row.getByRole("button", { name: /^Inactive: make/ }).click();
    await expect(row.getByRole("button", { name: /^Active: make/ })).toBeVisible();
    await visitorPage.reload();
    await expect(visitorPage.getByRole("heading", { level: 1, name: "Sax Maya" })).toBeVisible();
    await visitor.close();
  });

  test("deletes a user after the confirmation", async ({ page }) => {
    const performer = await seedProfile(baseUrl());
    await signInAsAdmin(page);
    await page.getByLabel("Search by email").fill(performer.email);
    const row = page.locator(`tr[data-user-email="${performer.email}"]`);
    await expect(row).toHaveCount(1);
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this user?");
      void dialog.accept();
    });
    await row.getByRole("button", { name: /^Delete/ }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText("No users match.")).toBeVisible();
    const response = await page.request.get(`/profile/${performer.uid}`);
    expect(response.status()).toBe(404);
  });
});

test("an owner downloads a printable tip sign from the dashboard", async ({ page }) => {
  const performer = await seedProfile(baseUrl());
  await continueWithEmail(page, performer.email, performer.password);
  await expect(page).toHaveURL(/\/dashboard$/); // a returning performer with a finished profile lands there
  const card = page.getByRole("region", { name: "Print your tip sign" });
  for (const [name, file] of [
    ["PDF (A4)", "tip-sign-sax-maya-a4.pdf"],
    ["PDF (US Letter)", "tip-sign-sax-maya-letter.pdf"],
    ["PNG image", "tip-sign-sax-maya.png"],
  ] as const) {
    const download = page.waitForEvent("download");
    await card.getByRole("link", { name }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(file);
    const { readFile } = await import("node:fs/promises");
    const bytes = await readFile((await saved.path())!);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe(file.endsWith(".pdf") ? "%PDF" : "\x89PNG");
  }
});
