import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { SAMPLE_DETAILS } from "../../scripts/lib/seed-profile.mjs";
import { expect, expectNoSidewaysScroll, expectWholeOnScreen, screenshotToLookAt, test } from "./fixtures";

/** In Chromium: reporting a profile on a phone, the admin's answer, "Add to calendar", performing now. */
const shot = (page: Page, name: string) => screenshotToLookAt(page, name, { fullPage: true });
const ADMIN_PASSWORD = "e2e-admin-password"; // playwright.config.ts gives it to the server
const PHONE = { width: 390, height: 844 };

async function signInAsAdmin(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Admin password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
}

test.describe("short links, sharing, reports and performing now in the browser", () => {
  test("a visitor on a phone reports a profile; the admin sees it, dismisses one and deactivates another", async ({
    page,
    seedProfile,
  }) => {
    const performer = await seedProfile();
    const other = await seedProfile({ withEvents: false });
    await page.setViewportSize(PHONE);
    await page.goto(`/profile/${performer.uid}`);
    await page.getByRole("link", { name: "Report this profile" }).click();
    await expect(page.getByRole("heading", { name: "Report Sax Maya" })).toBeVisible();

    // Sending nothing says what is missing.
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.locator("#report-profile-reason-error")).toHaveText("Choose a reason");
    await page.getByLabel("Reason").selectOption("impersonation");
    await page.getByLabel("Details (optional)").fill("This is not the real Sax Maya: the photos are mine.");
    await page.getByLabel("Your email (optional)").fill("real.maya@example.test");
    await expectNoSidewaysScroll(page);
    await expectWholeOnScreen(page.getByRole("combobox", { name: "Reason" }));
    await expectWholeOnScreen(page.getByRole("button", { name: "Send report" }));
    await shot(page, "report-form-phone");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you — we'll take a look.");
    await shot(page, "report-thanks-phone");

    // A second report, about the other profile, to deactivate it.
    await page.goto(`/profile/${other.uid}/report`);
    await page.getByLabel("Reason").selectOption("scam");
    await page.getByLabel("Details (optional)").fill("Collects for a charity that does not exist.");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status")).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    const reports = page.getByRole("region", { name: /Reports/ });
    const first = reports.locator("li", { hasText: "This is not the real Sax Maya" });
    const second = reports.locator("li", { hasText: "Collects for a charity" });
    await expect(first).toContainText("Impersonation");
    await expect(first).toContainText(performer.email);
    await expect(first).toContainText("real.maya@example.test");
    await expect(second).toContainText("Scam or fraud");
    await expect(second.getByRole("link", { name: "Sax Maya" })).toHaveAttribute("href", `/profile/${other.uid}`);
    await reports.scrollIntoViewIfNeeded();
    await shot(page, "admin-reports");
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    // The buttons used next fit the phone's width whole.
    await expectWholeOnScreen(first.getByRole("button", { name: /^Dismiss/ }));
    await expectWholeOnScreen(second.getByRole("button", { name: /^Deactivate profile/ }));
    await reports.scrollIntoViewIfNeeded();
    await screenshotToLookAt(page, "admin-reports-phone");
    // In a right-to-left page a report keeps its own words' direction (its full stop was drawn at its start).
    const baseURL = test.info().project.use.baseURL!;
    await page.context().addCookies([{ name: "lang", value: "ar", url: baseURL }]);
    await page.reload();
    const words = page.getByText("This is not the real Sax Maya: the photos are mine.");
    await expect(words).toBeVisible();
    expect(await words.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    await page.context().clearCookies({ name: "lang" });
    await page.reload();

    await first.getByRole("button", { name: /^Dismiss/ }).click();
    await expect(first).toHaveCount(0);
    await second.getByRole("button", { name: /^Deactivate profile/ }).click();
    await expect(second).toHaveCount(0);

    const gone = await page.request.get(`/profile/${other.uid}`);
    expect(gone.status()).toBe(404);
    const kept = await page.request.get(`/profile/${performer.uid}`);
    expect(kept.status()).toBe(200);
  });

  test("the report form speaks Arabic, right to left, on a phone and a desktop", async ({
    page,
    context,
    seedProfile,
  }) => {
    const performer = await seedProfile({ withEvents: false });
    await context.addCookies([{ name: "lang", value: "ar", url: test.info().project.use.baseURL! }]);
    for (const size of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      await page.goto(`/profile/${performer.uid}/report`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { name: "الإبلاغ عن Sax Maya" })).toBeVisible();
      await page.getByRole("button", { name: "إرسال البلاغ" }).click();
      await expect(page.locator("#report-profile-reason-error")).toHaveText("اختر سببًا");
      await expectNoSidewaysScroll(page);
      await screenshotToLookAt(page, `report-ar-${size.width}`, { fullPage: true });
    }
  });

  test("Add to calendar downloads the event as .ics; Subscribe links the feed", async ({ page, seedProfile }) => {
    const performer = await seedProfile({ withEvents: true });
    await page.goto(`/profile/${performer.uid}`);
    const subscribe = page.getByRole("link", { name: "Subscribe" });
    await expect(subscribe).toHaveAttribute("href", new RegExp(`/profile/${performer.uid}/events\\.ics$`));
    const add = page.getByRole("link", { name: "Add to calendar: Union Square evening set" });
    const [download] = await Promise.all([page.waitForEvent("download"), add.click()]);
    expect(download.suggestedFilename()).toBe("union-square-evening-set.ics");
    const text = readFileSync((await download.path())!, "utf8");
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain("SUMMARY:Union Square evening set");
    expect(text).toContain("LOCATION:Union Square\\, New York");
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    await page.getByRole("heading", { name: "Events" }).scrollIntoViewIfNeeded();
    await shot(page, "calendar-links-desktop");
  });

  test("performing now shows at the top of the page, on a phone and on a desktop", async ({ page, seedProfile }) => {
    const start = new Date(Date.now() - 30 * 60_000).toISOString();
    const end = new Date(Date.now() + 60 * 60_000).toISOString();
    const performer = await seedProfile({
      details: {
        ...SAMPLE_DETAILS,
        "events[0].id": "evt_live",
        "events[0].title": "Evening set",
        "events[0].startTime": start,
        "events[0].endTime": end,
        "events[0].location": "Washington Square Park",
      },
      withEvents: false,
    });
    await page.setViewportSize(PHONE);
    await page.goto(`/profile/${performer.uid}`);
    const banner = page.locator("[data-performing-now]");
    await expect(banner).toContainText("Performing now at Washington Square Park");
    await expect(banner).toContainText("Evening set");
    await expectNoSidewaysScroll(page);
    // At the top: on the screen whole as the page opens, without scrolling.
    await expect(banner).toBeInViewport({ ratio: 1 });
    await screenshotToLookAt(page, "performing-now-phone");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(banner).toBeInViewport({ ratio: 1 });
    await screenshotToLookAt(page, "performing-now-desktop");
    // The card's tags are in the page for link previews.
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    const card = await page.request.get(ogImage!);
    expect(card.headers()["content-type"]).toBe("image/png");
    if (process.env.SHOTS_DIR) writeFileSync(test.info().outputPath("card-served.png"), await card.body());
  });
});
