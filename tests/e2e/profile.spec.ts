import { VALID_REQUIRED_INFO } from "../support/form-fixtures";
import { expect, test } from "./fixtures";

const baseUrl = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

test.describe("public profile page (requirements 2)", () => {
  test("works before its script: payment links are plain links and nothing needs JavaScript", async ({
    browser,
    seedProfile,
  }) => {
    const { uid } = await seedProfile();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/profile/${uid}`);
    await expect(page.getByRole("heading", { level: 1, name: "Sax Maya" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tip Maya" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Venmo/ })).toHaveAttribute("href", "https://venmo.com/u/saxmaya");
    await expect(page.getByRole("link", { name: /Cash App/ })).toHaveAttribute("href", "https://cash.app/$saxmaya");
    await expect(page.getByRole("link", { name: /PayPal/ })).toHaveAttribute("href", "https://paypal.me/saxmaya");
    await expect(page.getByText("Apple Pay")).toBeVisible();
    // Like and share need the script, so without it they are not offered.
    await expect(page.getByRole("button", { name: /Like Sax Maya/ })).toBeHidden();
    await expect(page.getByRole("button", { name: /Share/ })).toBeHidden();
    await context.close();
  });

  test("every link that leaves Tipped opens in a new tab without an opener", async ({ page, seedProfile }) => {
    const { uid } = await seedProfile();
    await page.goto(`/profile/${uid}`);
    const external = page.locator('#profile-root a[href^="http"]');
    await expect(external).toHaveCount(9); // 3 payments, 4 socials, 2 videos
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("a like counts once, is remembered, and can be taken back", async ({ page, seedProfile }) => {
    const { uid } = await seedProfile();
    await page.goto(`/profile/${uid}`);
    const like = page.getByRole("button", { name: /Like Sax Maya/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like).toContainText("1");
    // The heart shows at once; the server's answer (and the like's id, kept in this browser) comes after.
    await expect.poll(() => page.evaluate((id) => localStorage.getItem(`tipped:liked:${id}`), uid)).not.toBeNull();
    await page.reload();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like).toContainText("1");
    const answered = page.waitForResponse((response) => response.url().endsWith(`/api/profiles/${uid}/like`));
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toContainText("0");
    // Taken back on the server with this browser's own like id: after a reload it stays taken back.
    expect((await answered).status()).toBe(200);
    await page.reload();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toContainText("0");
    expect(await page.evaluate((id) => localStorage.getItem(`tipped:liked:${id}`), uid)).toBeNull();
  });

  test("a heart taken back just before the page is left stays taken back", async ({ page, seedProfile }) => {
    const { uid } = await seedProfile();
    await page.goto(`/profile/${uid}`);
    const like = page.getByRole("button", { name: /Like Sax Maya/ });
    await like.click();
    await expect.poll(() => page.evaluate((id) => localStorage.getItem(`tipped:liked:${id}`), uid)).not.toBeNull();
    // The server is slow to answer: the visitor takes the heart back and reloads before it does. (Here the answer
    // never comes; a real browser still delivers the request after the page is gone, as it is sent keepalive.)
    await page.route(`**/api/profiles/${uid}/like`, () => undefined);
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await page.reload();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate((id) => localStorage.getItem(`tipped:liked:${id}`), uid)).toBeNull();
  });

  test("a like the server refuses is taken back, and the visitor is told", async ({ page, seedProfile }) => {
    const { uid } = await seedProfile();
    await page.route(`**/api/profiles/${uid}/like`, (route) =>
      route.fulfill({ status: 429, json: { error: "Too many likes from this network. Try again in a minute." } }),
    );
    await page.goto(`/profile/${uid}`);
    const like = page.getByRole("button", { name: /Like Sax Maya/ });
    await like.click();
    await expect(page.getByRole("status").filter({ hasText: "Could not save your like. Try again." })).toBeVisible();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toContainText("0");
    expect(await page.evaluate((id) => localStorage.getItem(`tipped:liked:${id}`), uid)).toBeNull();
  });

  test("share copies the link when there is no share sheet", async ({ page, context, seedProfile }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { uid } = await seedProfile();
    await page.goto(`/profile/${uid}`);
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByRole("button", { name: "Share Sax Maya's page" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/profile/${uid}`);
  });

  test("updates live when the owner saves, without a reload", async ({ page, seedProfile }) => {
    const { uid, client } = await seedProfile();
    await page.goto(`/profile/${uid}`);
    await expect(page.getByText("Saxophone on the corner")).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    const save = await client.postForm(`/profile/${uid}/edit`, {
      ...VALID_REQUIRED_INFO,
      description: "Tonight: Union Square at 7",
      venmoUrl: "saxmaya",
    });
    expect(save.status).toBe(302);
    await expect(page.getByText("Tonight: Union Square at 7")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
  });

  test("a video plays in place in the privacy-enhanced player", async ({ page, seedProfile }) => {
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
    );
    const { uid } = await seedProfile();
    await page.goto(`/profile/${uid}`);
    await page.getByRole("link", { name: "Play video: Live at Union Square" }).click();
    const player = page.locator('iframe[title="Live at Union Square"]');
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(page.url()).toBe(`${baseUrl()}/profile/${uid}`);
  });

  test("the calendar steps through months on a phone", async ({ page, seedProfile }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { uid } = await seedProfile();
    await page.goto(`/profile/${uid}`);
    const calendar = page.getByRole("region", { name: "Events" });
    const next = calendar.getByRole("button", { name: /next month/i });
    const firstMonth = await calendar.locator("h3:visible").first().textContent();
    await next.click();
    await expect(calendar.locator("h3:visible").first()).not.toHaveText(firstMonth ?? "");
    await calendar.getByRole("button", { name: /previous month/i }).click();
    await expect(calendar.locator("h3:visible").first()).toHaveText(firstMonth ?? "");
  });

  test("the owner sees Edit Profile; a visitor does not", async ({ page, browser, seedProfile }) => {
    const { uid, email, password } = await seedProfile();
    const visitor = await browser.newPage();
    await visitor.goto(`/profile/${uid}`);
    await expect(visitor.getByRole("link", { name: "Edit Profile" })).toHaveCount(0);
    await visitor.close();

    await page.goto("/signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/profile/${uid}`);
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${uid}/edit$`));
  });

  test("an unknown profile says so", async ({ page }) => {
    const response = await page.goto("/profile/nobody-by-this-id");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Profile not found" })).toBeVisible();
  });
});
