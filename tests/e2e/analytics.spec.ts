import type { Page } from "@playwright/test";
import { DESKTOP_CHROME, expect, expectNoSeriousViolations, test, viewAndClick } from "./fixtures";

test.use({ userAgent: DESKTOP_CHROME });

const isHit = (url: string) => url.endsWith("/api/analytics/hit");

const card = (page: Page, name: string) => page.locator(`[data-metric="${name}"] p`);

test.describe("analytics", () => {
  test("the owner's own visit is not counted, and the dashboard starts empty", async ({
    page,
    seedProfile,
    signedInAs,
  }) => {
    const { uid } = await signedInAs(await seedProfile());
    const sent: string[] = [];
    page.on("request", (request) => {
      if (isHit(request.url())) sent.push(request.postData() ?? "");
    });
    await page.goto(`/profile/${uid}`);
    await expect(page.locator("#profile-root")).toHaveAttribute("data-owner", "");
    await page.waitForLoadState("networkidle"); // the page's script has run and sent whatever it sends
    expect(sent).toEqual([]);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Analytics Dashboard" })).toBeVisible();
    await expect(card(page, "Profile Views")).toHaveText("0");
    await expect(page.getByText("No activity yet. Share your profile to start tracking!")).toBeVisible();
  });

  test("an anonymous visitor's view and Venmo click are sent from the page", async ({ page, seedProfile }) => {
    const { uid } = await seedProfile();
    const sent: string[] = [];
    page.on("request", (request) => {
      if (isHit(request.url())) sent.push(request.postData() ?? "");
    });
    await page
      .context()
      .route("https://venmo.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Venmo</title>" }),
      );
    const stored = () => page.waitForResponse((response) => isHit(response.url()) && response.status() === 201);
    const viewStored = stored();
    await page.goto(`/profile/${uid}`);
    await viewStored;
    const clickStored = stored();
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: /Venmo/ }).click();
    await clickStored;
    await (await popup).close();
    expect(sent.map((body) => (JSON.parse(body) as { type: string }).type)).toEqual(["profile_view", "link_click"]);
    expect(JSON.parse(sent[1]!)).toMatchObject({
      linkType: "venmo",
      linkUrl: "https://venmo.com/u/saxmaya",
      profileId: uid,
    });
  });

  test("one visit is one view: the page opened again in another language sends none", async ({ page, seedProfile }) => {
    const { uid } = await seedProfile();
    const views: string[] = [];
    page.on("request", (request) => {
      if (isHit(request.url()) && request.postData()?.includes('"profile_view"')) views.push(request.url());
    });
    const viewStored = page.waitForResponse((response) => isHit(response.url()) && response.status() === 201);
    await page.goto(`/profile/${uid}`);
    await viewStored;
    await page.getByRole("contentinfo").getByRole("link", { name: "Español" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveURL(new RegExp(`/profile/${uid}$`));
    await page.waitForLoadState("networkidle"); // the page's script has run and sent whatever it sends
    expect(views).toHaveLength(1);
  });

  test("the dashboard shows a visitor's view and click: cards, Top Links and Recent Activity", async ({
    page,
    baseURL,
    seedProfile,
    signedInAs,
  }) => {
    const { uid } = await signedInAs(await seedProfile());
    await viewAndClick(baseURL!, uid);
    await page.goto("/dashboard");
    await expect(card(page, "Profile Views")).toHaveText("1");
    await expect(card(page, "Link Clicks")).toHaveText("1");
    await expect(card(page, "Click Rate")).toHaveText("100.0%");
    await expect(card(page, "This Month")).toHaveText("1");
    const topLinks = page.getByRole("region", { name: "Top Links" });
    await expect(topLinks.getByText("Venmo")).toBeVisible();
    await expect(topLinks.getByText("1 click · 100%")).toBeVisible();
    const rows = page.getByRole("region", { name: "Recent Activity" }).locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Link Click");
    await expect(rows.nth(1)).toContainText("Profile View");
    await expect(page.getByRole("link", { name: "IP Geolocation by DB-IP" })).toHaveAttribute(
      "href",
      "https://db-ip.com",
    );
  });

  test("Share Profile shows the profile's QR code with a PNG download", async ({ page, seedProfile, signedInAs }) => {
    await signedInAs(await seedProfile());
    await page.goto("/dashboard");
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByRole("button", { name: "Share Profile" }).click();
    await expect(page.getByRole("img", { name: "QR code for your profile" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download PNG" })).toHaveAttribute(
      "href",
      "/api/profiles/me/qr.png?download",
    );
  });

  test("Export Data downloads every hit as CSV", async ({ page, baseURL, seedProfile, signedInAs }) => {
    const { uid } = await signedInAs(await seedProfile());
    await viewAndClick(baseURL!, uid);
    await page.goto("/dashboard");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export Data" }).click();
    const { readFile } = await import("node:fs/promises");
    const lines = (await readFile((await (await download).path())!, "utf8")).trimEnd().split("\r\n");
    expect(lines).toHaveLength(3); // the header, the view, the click
  });

  test("the full dashboard on a phone has nothing serious for axe-core", async ({
    page,
    baseURL,
    seedProfile,
    signedInAs,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { uid } = await signedInAs(await seedProfile());
    await viewAndClick(baseURL!, uid);
    await page.goto("/dashboard");
    await expect(card(page, "Link Clicks")).toHaveText("1");
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByRole("button", { name: "Share Profile" }).click();
    await expect(page.getByRole("img", { name: "QR code for your profile" })).toBeVisible();
    await expectNoSeriousViolations(page, "the dashboard with its share panel");
  });

  test("signed-out visitors are sent to /signup", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/signup$/);
  });
});
