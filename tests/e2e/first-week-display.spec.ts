import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  expect,
  expectNoSidewaysScroll,
  expectWholeOnScreen,
  screenshotToLookAt,
  test,
  viewAndClick,
} from "./fixtures";
import { BANNER_SETS } from "../support/banner-sets";

/**
 * What a performer in another time zone meets on a phone and a desktop in their first week: event times in the
 * performer's zone, no hydration error outside UTC, tables readable at 390 px, contrast on every banner, next
 * month's events without JavaScript. The browser is in Los Angeles, the server in UTC (playwright.config.ts).
 */
test.use({ timezoneId: "America/Los_Angeles", locale: "en-US" });

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

/** A wall-clock time `days` from now at `time`, as the events editor writes it ("2026-12-01T19:30"). */
function wallClock(days: number, time: string): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${time}`;
}

/** The UTC instant of a wall-clock time in Los Angeles, as iCalendar writes it (20261202T033000Z). */
function losAngelesInstant(wall: string): string {
  const guess = Date.parse(`${wall}:00Z`);
  const offset = (at: number) => {
    const local = new Date(at).toLocaleString("sv-SE", { timeZone: "America/Los_Angeles" }).replace(" ", "T");
    return Date.parse(`${local}Z`) - at;
  };
  const instant = guess - offset(guess - offset(guess));
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const ADMIN_PASSWORD = "e2e-admin-password"; // playwright.config.ts gives it to the server

async function bannerPhoto(colors: string[]): Promise<Buffer> {
  const widths = colors.length === 1 ? [300] : colors.length === 2 ? [180, 120] : [150, 100, 50];
  const [width, height] = [300, 100];
  const pixels = Buffer.alloc(width * height * 3);
  for (let x = 0, stripe = 0, edge = widths[0]!; x < width; x++) {
    if (x >= edge) edge += widths[++stripe]!;
    const hex = colors[stripe]!;
    const rgb = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    for (let y = 0; y < height; y++) pixels.set(rgb, (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Nothing of the element is hidden by a box around it that clips, up and down as well as sideways. */
async function expectNotClipped(locator: Locator) {
  const problem = await locator.evaluate((node) => {
    const box = node.getBoundingClientRect();
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const clip = parent.getBoundingClientRect();
      if (
        box.top < clip.top - 0.5 ||
        box.bottom > clip.bottom + 0.5 ||
        box.left < clip.left - 0.5 ||
        box.right > clip.right + 0.5
      )
        return `cut off by <${parent.tagName.toLowerCase()} class="${parent.getAttribute("class")}">`;
    }
    return null;
  });
  expect(problem, `${locator}`).toBeNull();
}

async function signInAsAdmin(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Admin password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /Users/ })).toBeVisible();
}

for (const { name, viewport } of SIZES) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a 7:30 pm set typed in Los Angeles is 7:30 pm Los Angeles time in the feed and on the page", async ({
      page,
      seedProfile,
      signedInAs,
    }) => {
      const start = wallClock(3, "19:30");
      const end = wallClock(3, "21:30");
      const performer = await seedProfile({
        details: {
          "events[0].id": "evt_la",
          "events[0].title": "Venice boardwalk set",
          "events[0].startTime": start,
          "events[0].endTime": end,
          "events[0].location": "Venice Beach",
        },
        withEvents: false,
      });
      await signedInAs(performer);

      // The edit page offers the browser's own zone to a profile that has none yet.
      await page.goto(`/profile/${performer.uid}/edit`);
      const zone = page.getByLabel("Time zone");
      await expect(zone).toHaveValue("America/Los_Angeles");
      await zone.scrollIntoViewIfNeeded();
      await screenshotToLookAt(page, "time-zone-select");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/${performer.uid}$`));

      const feed = (await (await page.request.get(`/profile/${performer.uid}/events.ics`)).text()).replace(
        /\r\n[ \t]/g,
        "",
      );
      expect(feed).toContain(`DTSTART:${losAngelesInstant(start)}`);
      expect(feed).toContain(`DTEND:${losAngelesInstant(end)}`);

      // On the page: 7:30 pm, named as Los Angeles time, whatever zone the visitor or the server is in.
      const when = page.locator("[data-part=calendar] li", { hasText: "Venice boardwalk set" }).locator("time");
      await expect(when).toHaveText(/7:30\s+–\s+9:30\s+PM\s+P[SD]T/);
      await screenshotToLookAt(page, "event-in-performers-zone", { fullPage: true });
    });

    test("no page logs a console error with the browser in Los Angeles and the server in UTC", async ({
      page,
      baseURL,
      seedProfile,
      signedInAs,
      consoleErrors,
    }) => {
      test.slow(); // a dozen pages, each loaded and hydrated
      const performer = await seedProfile({ withEvents: true });
      await viewAndClick(baseURL!, performer.uid);
      const visited: string[] = [];
      /**
       * Opens a page, waits for it to settle (React has hydrated it, its scripts ran) and counts the errors so far.
       * The public profile and the landing page are server HTML with a small script each: nothing hydrates there.
       */
      const visit = async (path: string, ready: Parameters<typeof page.getByRole>, hydrates = true) => {
        await page.goto(path);
        await expect(page.getByRole(...ready).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        if (hydrates) {
          await page.waitForFunction(() =>
            Object.keys(document.querySelector("main") ?? document.body).some((key) => key.startsWith("__reactFiber")),
          );
          // A hydration error is reported as React commits, just after.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
        }
        visited.push(path);
        expect(consoleErrors, `console errors after ${path}`).toEqual([]);
      };

      // Signed out.
      await visit("/", ["heading", { name: "Get Tipped. Finally." }], false);
      await visit("/signup", ["button", { name: "Continue", exact: true }]);
      await visit("/forgot-password", ["heading"]);
      await visit(`/profile/${performer.uid}`, ["heading", { name: "Sax Maya" }], false);
      await visit(`/profile/${performer.uid}/report`, ["heading"]);
      await visit("/profile/nobody-here", ["heading", { name: "Profile not found" }], false);

      // A new user in the wizard.
      await signedInAs();
      await visit("/signup?step=2", ["heading", { name: "Required Info" }]);

      // The performer's own pages.
      await signedInAs(performer);
      await visit("/dashboard", ["heading", { name: "Analytics Dashboard" }]);
      await expect(page.getByRole("table").first()).toBeVisible();
      await visit(`/profile/${performer.uid}/edit`, ["button", { name: "Save Changes" }]);
      await visit("/settings", ["heading", { name: "Account settings" }]);
      await visit(`/profile/${performer.uid}`, ["heading", { name: "Sax Maya" }], false);

      // The admin's: dates of sign-in, QR codes and reports.
      await signInAsAdmin(page);
      await page.waitForLoadState("networkidle");
      await visit("/admin", ["table"]);
      expect(visited).toHaveLength(12);
    });

    test("the dashboard's Recent Activity and the admin's users are read whole, without a box to scroll sideways", async ({
      page,
      baseURL,
      seedProfile,
      signedInAs,
    }) => {
      const performer = await seedProfile();
      await viewAndClick(baseURL!, performer.uid);
      await signedInAs(performer);
      await page.goto("/dashboard");
      const activity = page.getByRole("region", { name: "Recent Activity" });
      await expect(activity.locator("tbody tr")).toHaveCount(2);
      await expectNoSidewaysScroll(page);
      // Every cell, the Details column's too, and the exact time that shows on focus.
      await expectWholeOnScreen(activity.locator("tbody td"));
      for (const time of await activity.locator("tbody time").all()) {
        await time.focus();
        const exact = time.getByRole("tooltip");
        await expect(exact).toBeVisible();
        await expectWholeOnScreen(exact);
        await expectNotClipped(exact);
      }
      await screenshotToLookAt(page, "recent-activity", { fullPage: true });

      await signInAsAdmin(page);
      await expectNoSidewaysScroll(page);
      const row = page.locator(`tr[data-user-email="${performer.email}"]`);
      await expectWholeOnScreen(row.locator("td"));
      await expectWholeOnScreen(row.getByRole("button", { name: /^Active:/ }));
      await expectWholeOnScreen(row.getByRole("button", { name: /Delete/ }));
      await screenshotToLookAt(page, "admin-users", { fullPage: true });
    });

    // The colour rule is checked over all 22 sets (and a hundred more) in app/domain/colors.test.ts; here the
    // browser checks what it paints, ~2 s a set: the phone over the four brightest (where light text used to fail),
    // the desktop over four dark-to-light gradients and the default.
    const bannerSets =
      name === "phone" ? BANNER_SETS.slice(0, 4) : [4, 7, 11, 15, 20].map((index) => BANNER_SETS[index]!);
    test(`every text on the profile passes axe's contrast check over ${bannerSets.length} banner colour sets`, async ({
      page,
      baseURL,
      seedProfile,
    }) => {
      test.setTimeout(420_000); // uploads, pages and contrast checks: axe takes seconds a page on a busy machine
      const performer = await seedProfile({ withEvents: true });
      const failures: string[] = [];
      for (const colors of bannerSets) {
        const response = await performer.client.request("/uploads/banner", {
          method: "POST",
          headers: { "content-type": "image/png", "x-file-name": "banner.png", origin: baseURL! },
          body: new Uint8Array(await bannerPhoto(colors)),
        });
        expect(response.status, `the banner ${colors.join(" ")}`).toBe(201);
        const { bannerColors } = (await response.json()) as { bannerColors: string[] };
        await page.goto(`/profile/${performer.uid}`);
        const results = await new AxeBuilder({ page })
          .include("#profile-root")
          .withRules(["color-contrast"])
          .options({ resultTypes: ["violations"] })
          .analyze();
        for (const violation of results.violations)
          for (const node of violation.nodes)
            failures.push(
              `${bannerColors.join(" ")}: ${node.target.join(" ")}: ${node.failureSummary?.split("\n")[1]}`,
            );
        if (colors === BANNER_SETS[3]) await screenshotToLookAt(page, "bright-banner", { fullPage: true });
      }
      expect(failures).toEqual([]);
    });

    test("without JavaScript, the events of a later month are one link away", async ({ browser, seedProfile }) => {
      const now = new Date();
      const later = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 10));
      const day = later.toISOString().slice(0, 10);
      const performer = await seedProfile({
        details: {
          "events[0].id": "evt_later",
          "events[0].title": "Winter solstice set",
          "events[0].startTime": `${day}T19:00`,
          "events[0].endTime": `${day}T21:00`,
        },
        withEvents: false,
      });
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport,
        timezoneId: "America/Los_Angeles",
      });
      const page = await context.newPage();
      await page.goto(`/profile/${performer.uid}`);
      const event = page.getByText("Winter solstice set");
      await expect(event).toBeHidden();
      // Next month, then the one after on a phone (a desktop shows two months at once).
      for (let step = 0; step < 2 && !(await event.isVisible()); step++) {
        await page.getByRole("link", { name: "Next month" }).click();
        await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}/);
      }
      await expect(event).toBeVisible();
      await expectWholeOnScreen(event);
      await screenshotToLookAt(page, "later-month-without-javascript");
      await page.getByRole("link", { name: "Previous month" }).click();
      await expect(page.getByRole("link", { name: "Next month" })).toBeVisible();
      await context.close();
    });
  });
}
