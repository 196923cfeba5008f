import { expect, expectNoSidewaysScroll, expectWholeOnScreen, screenshotToLookAt, test } from "./fixtures";

/** In Chromium: the owner picks a short link and amounts on a phone; a visitor uses them. */
const baseUrl = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const PHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const PHONE = { userAgent: PHONE_SAFARI, viewport: { width: 390, height: 844 } };

test.use(PHONE);

test("owner sets a short link, amounts and a hidden link; a visitor opens /@handle, taps an amount and copies the link", async ({
  page,
  browser,
  seedProfile,
  signedInAs,
}) => {
  const performer = await seedProfile();
  await signedInAs(performer);
  const handle = `sax-${Date.now().toString(36)}`;

  // The owner, on a phone.
  await page.goto(`/profile/${performer.uid}/edit`);
  const shortLink = page.getByRole("textbox", { name: "Short link" });
  await shortLink.fill(handle.toUpperCase());
  await expect(page.locator("[data-short-link-preview]")).toHaveText(`127.0.0.1:${process.env.E2E_PORT}/@${handle}`);
  for (const [index, amount] of ["3", "5", "10", "25"].entries()) {
    await page.getByLabel(`Amount ${index + 1}`, { exact: true }).fill(amount);
  }
  await page.getByLabel("Show tip amounts on my page").check();
  const instagramToggle = page.locator('input[name="shownLinks"][value="instagramUrl"]');
  await expect(instagramToggle).toHaveAccessibleName("Show on my page");
  await expect(instagramToggle).toHaveAccessibleDescription("Instagram link");
  await instagramToggle.uncheck();
  // On the phone: nothing scrolls sideways, and the short link, its preview and the amounts fit the width whole.
  await expectNoSidewaysScroll(page);
  await expectWholeOnScreen(shortLink);
  await expectWholeOnScreen(page.locator("[data-short-link-preview]"));
  await screenshotToLookAt(page, "edit-short-link-phone");
  await expectWholeOnScreen(page.getByLabel(/^Amount \d$/));
  await screenshotToLookAt(page, "edit-amounts-phone");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(`${baseUrl()}/@${handle}`);

  // A visitor, on their own phone.
  const visitor = await browser.newContext({ ...PHONE, baseURL: baseUrl() });
  await visitor.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The payment apps are outside the test: their pages are stood in for.
  await visitor.route(/^https:\/\/(cash\.app|paypal\.me|venmo\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>payment app</p>" }),
  );
  const visit = await visitor.newPage();
  const errors: string[] = [];
  visit.on("pageerror", (error) => errors.push(error.message));
  await visit.goto(`/@${handle}`);
  await expect(visit.getByRole("heading", { name: "Sax Maya" })).toBeVisible();
  await expect(visit.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseUrl()}/@${handle}`);
  const cashAppAmounts = visit.getByRole("list", { name: "Tip amounts with Cash App" });
  await expect(cashAppAmounts.getByRole("link")).toHaveText(["$3", "$5", "$10", "$25"]);
  await expect(visit.getByRole("link", { name: "Tip $5 with Venmo" })).toHaveAttribute(
    "href",
    "https://venmo.com/saxmaya?txn=pay&amount=5&note=Tip%20via%20Tipped",
  );
  const pill = visit.getByRole("link", { name: "Tip $5 with Cash App" });
  const box = await pill.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  // The hidden link is gone for visitors.
  await expect(visit.getByRole("link", { name: "Sax Maya on Instagram" })).toHaveCount(0);
  await expect(visit.getByRole("link", { name: "Sax Maya on YouTube" })).toBeVisible();
  await expectNoSidewaysScroll(visit);
  await expectWholeOnScreen(cashAppAmounts.getByRole("link"));
  await screenshotToLookAt(visit, "profile-amounts-phone");

  // Tapping an amount records it with the click.
  const hit = visit.waitForRequest(
    (request) => request.url().endsWith("/api/analytics/hit") && request.postData()?.includes('"amount":5') === true,
  );
  const popup = visit.waitForEvent("popup");
  await pill.click();
  expect(JSON.parse((await hit).postData()!)).toMatchObject({ type: "link_click", linkType: "cashapp", amount: 5 });
  await (await popup).close();

  // Copy link: the short link, said in the live region.
  await visit.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await visit.getByRole("button", { name: "Copy link" }).click();
  await expect(visit.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await visit.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/@${handle}`);
  // Not in an ordinary browser (in Instagram's: tests/e2e/nothing-lost.spec.ts).
  const inAppHint = visit.getByText("Opened in Instagram or TikTok? Open in your browser so payment apps work.");
  await expect(inAppHint).toBeHidden();
  await screenshotToLookAt(visit, "profile-copied-phone");
  expect(errors).toEqual([]);

  // The owner sees the amount chosen.
  await expect
    .poll(async () => {
      await page.goto("/dashboard");
      return page.locator('[data-amount="5"]').textContent();
    })
    .toContain("1 click");
  await expectNoSidewaysScroll(page);
  await expectWholeOnScreen(page.getByRole("heading", { name: "Amounts chosen" }));
  await expectWholeOnScreen(page.locator('[data-amount="5"]'));
  await screenshotToLookAt(page, "dashboard-amounts-phone");
  await visitor.close();
});

test("without JavaScript the amounts are plain links and the copy button stays hidden", async ({
  browser,
  seedProfile,
}) => {
  const performer = await seedProfile({
    details: { cashAppTag: "$saxmaya", "tipAmounts[0]": "4", showTipAmounts: "on" },
  });
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl(), javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/profile/${performer.uid}`);
  await expect(page.getByRole("link", { name: "Tip $4 with Cash App" })).toHaveAttribute(
    "href",
    "https://cash.app/$saxmaya/4",
  );
  await expect(page.getByRole("button", { name: "Copy link" })).toBeHidden();
  await context.close();
});

test("the profile with amounts at desktop width", async ({ browser, seedProfile }) => {
  const performer = await seedProfile({
    details: {
      cashAppTag: "$saxmaya",
      payPalUrl: "paypal.me/saxmaya",
      venmoUrl: "saxmaya",
      "tipAmounts[0]": "2",
      "tipAmounts[1]": "5",
      "tipAmounts[2]": "10",
      "tipAmounts[3]": "20",
      showTipAmounts: "on",
    },
  });
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/profile/${performer.uid}`);
  await expect(page.getByRole("link", { name: "Tip $20 with PayPal" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Every app's amounts, whole on the screen: 3 apps × 4 amounts.
  await expect(page.getByRole("list", { name: /^Tip amounts with / }).getByRole("link")).toHaveCount(12);
  await expectWholeOnScreen(page.getByRole("list", { name: /^Tip amounts with / }).getByRole("link"));
  await screenshotToLookAt(page, "profile-amounts-desktop", { fullPage: true });
  await context.close();
});
