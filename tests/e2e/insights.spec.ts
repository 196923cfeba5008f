import {
  viewAndClick,
  expect,
  expectBelowSiteBar,
  expectNoSidewaysScroll,
  expectWholeText,
  PHONE_UA,
  screenshotToLookAt,
  test,
} from "./fixtures";

/**
 * The insights page in Chromium (browser in Los Angeles, server in UTC), at a phone's and a desktop's width: a
 * visitor's view and click reach its figures and its heatmap, the range buttons change the period, and the CSV
 * downloads.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`insights at ${viewport.width} px: figures against the period before, a heatmap, ranges and the CSV`, async ({
    page,
    baseURL,
    seedProfile,
    signedInAs,
  }) => {
    await page.setViewportSize(viewport);
    const performer = await signedInAs(await seedProfile({ details: { timeZone: "America/Los_Angeles" } }));
    await viewAndClick(baseURL!, performer.uid);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: /^Insights: / }).click();
    await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "7 days" }).click();
    await expect(page).toHaveURL(/\/dashboard\/insights\?range=7d$/);
    await expect(page.locator('[data-figure="Views"] dd').first()).toHaveText("1");
    await expect(page.locator('[data-figure="Clicks"] dd').first()).toHaveText("1");
    await expect(page.locator('[data-figure="Click rate"] dd').first()).toHaveText("100.0%");
    await expect(page.getByText(/^Busiest: \w{3} \d+\s[AP]M \(1 view\), America\/Los_Angeles time\.$/)).toBeVisible();
    // The cell with the view is the hour it is now in Los Angeles.
    const here = await page.evaluate(() => {
      const now = new Date();
      const part = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat("en", { timeZone: "America/Los_Angeles", ...options }).format(now);
      // The page names an hour as Intl does for the hour's start ("8 PM").
      const hour = Number(part({ hour: "numeric", hourCycle: "h23" }));
      const label = new Intl.DateTimeFormat("en", { hour: "numeric", timeZone: "UTC" }).format(
        new Date(Date.UTC(2024, 0, 1, hour)),
      );
      return `${part({ weekday: "short" })} ${label}`;
    });
    await expect(page.locator(`td[title="${here}: 1 view"]`)).toHaveCount(1);
    const devices = page.getByRole("region", { name: "Devices" });
    await expect(devices.getByRole("row", { name: /^Computer 1 1$/ })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Links clicked" }).getByRole("row", { name: /^Venmo 1$/ }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshotToLookAt(page, `insights-${viewport.width}`, { fullPage: true });

    await page.getByRole("link", { name: "12 months" }).click();
    await expect(page).toHaveURL(/range=12m$/);
    await expect(page.getByRole("link", { name: "12 months" })).toHaveAttribute("aria-current", "true");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const file = (await download).suggestedFilename();
    expect(file).toMatch(/^tipped-insights-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);

    // The hours are read in the profile's zone: the page says which, and opens the editor at it to change it.
    await expect(page.getByText(/Times in America\/Los_Angeles\./)).toBeVisible();
    await page.getByRole("link", { name: "Change time zone" }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${performer.uid}/edit#edit-profile-timeZone$`));
    const zone = page.getByLabel("Time zone");
    await expect(zone).toHaveValue("America/Los_Angeles");
    await expectBelowSiteBar(zone);

    // A source is its site, and a long one shows whole on a phone, wrapped, not cut off.
    const site = "street-musicians-of-union-square.example-community-forum.org";
    const referrer = `https://www.${site}/threads/best-corners`;
    const hit = await fetch(`${baseURL}/api/analytics/hit`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": PHONE_UA },
      body: JSON.stringify({
        type: "profile_view",
        profileId: performer.uid,
        visitorId: `visitor_${Date.now()}_ref`,
        referrer,
      }),
    });
    expect(hit.status).toBe(201);
    await page.goto("/dashboard/insights?range=7d");
    await expectWholeText(
      page.getByRole("region", { name: "Sources" }).getByRole("rowheader", { name: site, exact: true }),
    );

    // In Arabic the page reads right to left and still fits.
    await page.context().addCookies([{ name: "lang", value: "ar", url: baseURL! }]);
    await page.goto("/dashboard/insights?range=7d");
    await expect(page.getByRole("heading", { name: "الإحصاءات", level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectNoSidewaysScroll(page);
    await screenshotToLookAt(page, `insights-ar-${viewport.width}`, { fullPage: true });
  });
}
