import type { BrowserContext, Page } from "@playwright/test";
import { seedProfile } from "../../scripts/lib/seed-profile.mjs";
import { expect, test } from "./fixtures";

const baseUrl = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
// Headless Chromium says "HeadlessChrome", which isbot rightly calls a bot: these visitors use a normal Chrome's.
const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: DESKTOP_CHROME });

async function signedInAs(context: BrowserContext, cookieHeader: string) {
  await context.addCookies(
    cookieHeader
      .split("; ")
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl() };
      }),
  );
}

const hits = (page: Page) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/analytics/hit")) sent.push(request.postData() ?? "");
  });
  return sent;
};

test.describe("analytics (issue 5)", () => {
  test("an anonymous visitor's view and Venmo click show on the owner's dashboard", async ({ page, browser }) => {
    const { uid, client } = await seedProfile(baseUrl());

    // The owner first: their own page sends nothing, and their dashboard starts empty.
    const owner = await browser.newContext({ userAgent: DESKTOP_CHROME });
    await signedInAs(owner, client.cookieHeader());
    const ownerPage = await owner.newPage();
    const ownerHits = hits(ownerPage);
    await ownerPage.goto(`/profile/${uid}`);
    await expect(ownerPage.locator("#profile-root")).toHaveAttribute("data-owner", "");
    await ownerPage.waitForTimeout(400);
    expect(ownerHits).toEqual([]);
    await ownerPage.goto("/dashboard");
    await expect(ownerPage.getByRole("heading", { name: "Analytics Dashboard" })).toBeVisible();
    await expect(ownerPage.getByText("No activity yet. Share your profile to start tracking!")).toBeVisible();
    await ownerPage.screenshot({ path: ".scratch/dashboard-empty-desktop.png", fullPage: true });
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    await ownerPage.screenshot({ path: ".scratch/dashboard-empty-phone.png", fullPage: true });

    // The anonymous visitor (the test's own page): one view after ~100 ms, one click on Venmo.
    await page.context().route("https://venmo.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Venmo</title>" }));
    const visitorHits = hits(page);
    const viewStored = page.waitForResponse((response) => response.url().endsWith("/api/analytics/hit") && response.status() === 201);
    await page.goto(`/profile/${uid}`);
    await viewStored;
    const clickStored = page.waitForResponse((response) => response.url().endsWith("/api/analytics/hit") && response.status() === 201);
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: /Venmo/ }).click();
    await clickStored;
    await (await popup).close();
    expect(visitorHits.map((body) => JSON.parse(body).type)).toEqual(["profile_view", "link_click"]);
    expect(JSON.parse(visitorHits[1]!)).toMatchObject({ linkType: "venmo", linkUrl: "https://venmo.com/u/saxmaya", profileId: uid });

    await ownerPage.setViewportSize({ width: 1280, height: 800 });
    await ownerPage.reload();
    const card = (name: string) => ownerPage.locator(`[data-metric="${name}"] p`);
    await expect(card("Profile Views")).toHaveText("1");
    await expect(card("Link Clicks")).toHaveText("1");
    await expect(card("Click Rate")).toHaveText("100.0%");
    await expect(card("This Month")).toHaveText("1");
    const topLinks = ownerPage.getByRole("region", { name: "Top Links" });
    await expect(topLinks.getByText("Venmo")).toBeVisible();
    await expect(topLinks.getByText("1 click · 100%")).toBeVisible();
    const rows = ownerPage.getByRole("region", { name: "Recent Activity" }).locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Link Click");
    await expect(rows.nth(1)).toContainText("Profile View");
    await expect(ownerPage.getByRole("link", { name: "IP Geolocation by DB-IP" })).toHaveAttribute("href", "https://db-ip.com");

    await ownerPage.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await ownerPage.getByRole("button", { name: "Share Profile" }).click();
    await expect(ownerPage.getByRole("img", { name: "QR code for your profile" })).toBeVisible();
    await expect(ownerPage.getByRole("link", { name: "Download PNG" })).toHaveAttribute("href", "/api/profiles/me/qr.png?download");
    await ownerPage.screenshot({ path: ".scratch/dashboard-full-desktop.png", fullPage: true });
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    await ownerPage.screenshot({ path: ".scratch/dashboard-full-phone.png", fullPage: true });

    const download = ownerPage.waitForEvent("download");
    await ownerPage.getByRole("link", { name: "Export Data" }).click();
    const csv = await (await download).path();
    const { readFile } = await import("node:fs/promises");
    expect((await readFile(csv, "utf8")).trimEnd().split("\r\n")).toHaveLength(3);
    await owner.close();
  });

  test("signed-out visitors are sent to /signup", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/signup$/);
  });
});
