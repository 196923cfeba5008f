import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import {
  enableCardTips,
  expect,
  expectNoSidewaysScroll,
  PHONE_UA,
  screenshotToLookAt,
  test,
  waitForHydration,
} from "./fixtures";

/**
 * Pitches on a phone and a desktop: the owner adds two pitches (an empty name is refused beside the field), a phone
 * scans each pitch's address, the owner taps "Start performing here", a visitor views, clicks and tips by card during
 * the session, the owner taps Stop; each figure shows in its pitch's row and in the session's line, and both
 * tables download as CSV.
 */
test.use({ timezoneId: "America/Los_Angeles" });

// Headless Chromium is a robot to isbot: the visitor is a phone.

const isStoredHit = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith("/api/analytics/hit") && response.status() === 201);

async function csvOf(page: Page, link: Locator): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return (await readFile((await download.path())!, "utf8"))
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
}

for (const size of [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test(`on ${size.name}: two pitches scanned, a session started and stopped, figures where they belong, CSVs`, async ({
    page,
    browser,
    seedProfile,
    signedInAs,
  }) => {
    await page.setViewportSize(size.viewport);
    const performer = await signedInAs(await seedProfile());
    await enableCardTips(page);
    await page.goto("/dashboard");
    await waitForHydration(page);
    const panel = page.getByRole("region", { name: "Pitches" });
    const nameField = panel.getByLabel(/^Add a pitch/);

    await panel.getByRole("button", { name: "Add pitch" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Name the place, for example “Pier 39”");
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    for (const name of ["Pier 39", "Union Square"]) {
      await nameField.fill(name);
      await panel.getByRole("button", { name: "Add pitch" }).click();
      await expect(panel.locator(`[data-pitch="${name}"]`)).toBeVisible();
    }
    await expectNoSidewaysScroll(page);
    const pier = panel.locator('[data-pitch="Pier 39"]');
    const square = panel.locator('[data-pitch="Union Square"]');
    await expect(pier.getByRole("link", { name: "QR code (PNG)" })).toHaveAttribute(
      "href",
      /\/api\/pitches\/.+\/qr\.png/,
    );
    await expect(pier.getByRole("link", { name: "Tip sign (PDF)" })).toHaveAttribute("href", /pitch=/);
    const pierUrl = (await pier.locator("[data-pitch-url]").textContent())!;
    const squareUrl = (await square.locator("[data-pitch-url]").textContent())!;
    expect(pierUrl).toMatch(new RegExp(`/profile/${performer.uid}\\?p=[a-z2-9]{8}$`));
    await screenshotToLookAt(page, `dashboard-pitches-${size.name}`, { fullPage: true });

    // The sign screen held up at Pier 39 shows that pitch's code, with a picker for the others
    await pier.getByRole("link", { name: "Sign screen" }).click();
    await expect(page.locator("svg[data-url]")).toHaveAttribute("data-url", pierUrl);
    const picker = page.getByRole("navigation", { name: "Pitch" });
    await expect(picker.getByRole("link", { name: "Pier 39" })).toHaveAttribute("aria-current", "page");
    await picker.getByRole("link", { name: "Union Square" }).click();
    await expect(page.locator("svg[data-url]")).toHaveAttribute("data-url", squareUrl);
    await expectNoSidewaysScroll(page);
    await screenshotToLookAt(page, `sign-pitch-${size.name}`);
    await page.goto("/dashboard");

    // A phone scans the Pier 39 sign
    const phone = await browser.newContext({ viewport: size.viewport, userAgent: PHONE_UA });
    await phone.route("https://venmo.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Venmo</title>" }),
    );
    const visitor = await phone.newPage();
    const pierView = isStoredHit(visitor);
    await visitor.goto(pierUrl);
    await pierView;

    // The owner starts performing at Union Square with one tap
    await square.getByRole("button", { name: "Start performing here" }).click();
    await expect(panel.locator("[data-open-session]")).toHaveText("Performing now at Union Square");
    await expect(square.getByRole("button", { name: "Stop" })).toBeVisible();
    await screenshotToLookAt(page, `dashboard-performing-${size.name}`);

    // A phone scans the Union Square sign during the session: the page says so; a click and a card tip
    const squareView = isStoredHit(visitor);
    await visitor.goto(squareUrl);
    await squareView;
    await expect(visitor.locator("[data-performing-now]")).toContainText("Performing now at Union Square");
    await expectNoSidewaysScroll(visitor);
    await screenshotToLookAt(visitor, `profile-performing-${size.name}`);
    const click = isStoredHit(visitor);
    const popup = visitor.waitForEvent("popup");
    await visitor.getByRole("link", { name: /Venmo/ }).first().click();
    await click;
    await (await popup).close();
    await visitor.locator("[data-card-tips]").getByRole("button", { name: "Tip $5 by card or wallet" }).click();
    // Back from Checkout is the same visit: no new view, and the page keeps the pitch's code for a click after it
    await visitor.getByRole("button", { name: "Donate $5.00" }).click();
    await expect(visitor).toHaveURL(/\?p=[^&]+&tip=thanks/);
    // No view to wait for: the page's script has run once it shows the Like button (it counts clicks from then on).
    await expect(visitor.locator('[data-action="like"]')).toBeVisible();
    const clickAfter = isStoredHit(visitor);
    const popupAfter = visitor.waitForEvent("popup");
    await visitor.getByRole("link", { name: /Venmo/ }).first().click();
    await clickAfter;
    await (await popupAfter).close();
    await phone.close();

    await page.reload();
    await panel.getByRole("button", { name: "Stop" }).first().click();
    await expect(panel.locator("[data-open-session]")).toHaveCount(0);
    await expect(panel.getByRole("status")).toHaveText("Session ended");

    const row = (name: string, figure: string) => panel.locator(`[data-pitch-row="${name}"] [data-figure="${figure}"]`);
    await expect(row("Pier 39", "scans")).toHaveText("1");
    await expect(row("Pier 39", "tips")).toHaveText("0");
    await expect(row("Union Square", "scans")).toHaveText("1");
    await expect(row("Union Square", "clicks")).toHaveText("2");
    await expect(row("Union Square", "tips")).toHaveText("1");
    await expect(row("Union Square", "money")).toHaveText("$5");
    const session = panel.locator('[data-session="Union Square"]');
    // Every view and click during the session is the session's: the scan (the way back from Checkout is no second
    // one), a click before the tip and one after.
    await expect(session).toContainText("at Union Square: 1 scan, 2 clicks, 1 tip, $5");
    await expectNoSidewaysScroll(page);
    await panel.getByRole("heading", { name: "By pitch" }).scrollIntoViewIfNeeded();
    await screenshotToLookAt(page, `dashboard-by-pitch-${size.name}`);
    await screenshotToLookAt(page, `dashboard-pitches-after-${size.name}`, { fullPage: true });

    const pitchesCsv = await csvOf(page, panel.getByRole("link", { name: "Download CSV" }).first());
    expect(pitchesCsv).toEqual([
      "pitch,archived,scans,clicks,tips,tip amount,currency",
      "Pier 39,no,1,0,0,0.00,USD",
      "Union Square,no,1,2,1,5.00,USD",
    ]);
    const sessionsCsv = await csvOf(page, panel.getByRole("link", { name: "Download CSV" }).nth(1));
    expect(sessionsCsv[0]).toBe("session,start,end,time zone,pitch,scans,clicks,tips,tip amount,per hour,currency");
    expect(sessionsCsv[1]).toContain(",Union Square,1,2,1,5.00,");

    // The same figures for a date range, on the insights page: the table above is since each pitch was added.
    await expect(panel.getByText("Since each pitch was added.")).toBeVisible();
    await panel.getByRole("link", { name: "By date range" }).click();
    await page.getByRole("link", { name: "7 days" }).click();
    const ranged = page.locator("[data-range-pitches]");
    const rangeRow = (name: string, figure: string) =>
      ranged.locator(`[data-pitch-row="${name}"] [data-figure="${figure}"]`);
    await expect(rangeRow("Union Square", "scans")).toHaveText("1");
    await expect(rangeRow("Union Square", "clicks")).toHaveText("2");
    await expect(rangeRow("Union Square", "money")).toHaveText("$5.00");
    await expect(rangeRow("Pier 39", "scans")).toHaveText("1");
    await expect(ranged.locator('[data-session="Union Square"]')).toContainText(
      "at Union Square: 1 scan, 2 clicks, 1 tip, $5",
    );
    await expectNoSidewaysScroll(page);
    await ranged.scrollIntoViewIfNeeded();
    await screenshotToLookAt(page, `insights-pitches-${size.name}`);
  });
}
