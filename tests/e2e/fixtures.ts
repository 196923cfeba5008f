import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { FRAME_STALL } from "../../scripts/lib/frame-stall.mjs";
import { formClient, SAMPLE_DETAILS, seedProfile as seedOverHttp } from "../../scripts/lib/seed-profile.mjs";

export const PASSWORD = "correct horse battery";
/** The fake Stripe playwright.config.ts starts beside the server (tests/fakes/stripe.mjs). */
export const FAKE_STRIPE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 4}`;

export function newEmail(prefix = "e2e"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.test`;
}

/** Wizard step 1 as a user does it: fill the form, press Continue. */
export async function continueWithEmail(page: Page, email: string, password = PASSWORD) {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
}

/** Nothing scrolls sideways: the page is no wider than the window's width for it (on a phone, 390 px). */
/** Waits until React has hydrated the page: before that a field's focus and blur run no validation. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("main") ?? document.body).some((key) => key.startsWith("__reactFiber")),
  );
}

/** The signed-in owner of `page` goes through the fake Stripe's onboarding from the dashboard: card tips on. */
export async function enableCardTips(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Accept card and wallet tips" }).click();
  await page.getByRole("button", { name: "Agree and submit" }).click();
  await expect(page).toHaveURL(/payments=enabled/);
}

export async function expectNoSidewaysScroll(page: Page) {
  const [pageWidth, windowWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(pageWidth, "the page's width").toBeLessThanOrEqual(windowWidth!);
}

/** The element is in the window and below the site's sticky bar, not hidden under it (a link's #fragment, say). */
export async function expectBelowSiteBar(locator: Locator) {
  await expect(locator).toBeInViewport();
  const barBottom = await locator
    .page()
    .getByRole("banner")
    .evaluate((bar) => bar.getBoundingClientRect().bottom);
  const top = await locator.evaluate((node) => node.getBoundingClientRect().top);
  expect(top, `${locator}'s top against the bar's bottom`).toBeGreaterThanOrEqual(barBottom);
}

/**
 * Every element the locator finds fits the window whole once scrolled to, up or down: none runs past a side of
 * the window or is cut off by a box that hides its overflow. (Playwright's own scrolling would also scroll such a
 * box sideways, which is what this looks for.)
 */
export async function expectWholeOnScreen(locator: Locator) {
  const elements = await locator.all();
  expect(elements.length, `${locator} finds something`).toBeGreaterThan(0);
  for (const element of elements) {
    const problem = await element.evaluate((node) => {
      const before = node.getBoundingClientRect();
      window.scrollBy({ top: before.top + before.height / 2 - window.innerHeight / 2, behavior: "instant" });
      const box = node.getBoundingClientRect();
      const where = `${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`;
      const width = document.documentElement.clientWidth;
      if (box.left < 0 || box.right > width + 0.5 || box.top < 0 || box.bottom > window.innerHeight + 0.5)
        return `at ${where}, outside the ${width} × ${window.innerHeight} window`;
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === "visible") continue;
        const clip = parent.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5)
          return `at ${where}, cut off by <${parent.tagName.toLowerCase()} class="${parent.getAttribute("class")}"> (${Math.round(clip.left)}–${Math.round(clip.right)})`;
      }
      return null;
    });
    expect(problem, `${element}`).toBeNull();
  }
}

/** Its whole text shows: it wraps where it would have been cut off with an ellipsis. */
export async function expectWholeText(element: Locator) {
  await expectWholeOnScreen(element);
  const hidden = await element.evaluate((node) => {
    // An inline element (a <bdi>) has no box of its own to measure: its block's is the one that would cut it.
    const block = getComputedStyle(node).display === "inline" ? node.parentElement! : node;
    return block.scrollWidth - block.clientWidth;
  });
  expect(hidden, `${element} is cut off by ${hidden} px`).toBeLessThanOrEqual(0);
}

/**
 * A screenshot for a person to look at, taken only when SHOTS_DIR is set (`SHOTS_DIR=1 npx playwright test …`), into
 * the test's own output folder (test-results/…). Nothing asserts it: what it shows is asserted beside it.
 */
export async function screenshotToLookAt(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!process.env.SHOTS_DIR) return;
  await page.screenshot({ path: base.info().outputPath(`${name}.png`), ...options });
}

/**
 * A failed test whose page runs scripts but no longer runs animation frames is marked FRAME_STALL: Chromium's
 * renderer has stopped making frames. Seen in wizard step 2 in one CI run, and five times in 60 runs in a new
 * machine's first twenty minutes, then not in some 300 runs: the page was visible, focused and answered scripts,
 * but `requestAnimationFrame` never called back, from one fill on. Playwright's click waits for two frames
 * to see its target stand still, so it waited out the test. The test is run once more (playwright.config.ts
 * `retries`), and the run counts it passed only if every failure before was such a stall.
 */
async function noteFrameStall(page: Page, info: TestInfo) {
  const framesRun = await page
    .evaluate(() =>
      Promise.race([
        new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000)),
      ]),
    )
    .catch(() => true); // the page is gone or navigating: not a stall that can be told
  if (!framesRun)
    await info.attach(FRAME_STALL, {
      contentType: "text/plain",
      body: "requestAnimationFrame did not call back within 2 s, while the page ran scripts",
    });
}

type HttpClient = ReturnType<typeof formClient>;
/** A performer created over HTTP (no clicking), with the client that holds their session. */
/** Wizard step 2's "About you" fields, as a performer types them. */
export async function fillAboutYou(page: Page) {
  await page.getByLabel("First name").fill("Rosa");
  await page.getByLabel("Last name").fill("Diaz");
  await page.getByLabel("Alt / stage name").fill("Rosa Strings");
  await page.getByLabel("Phone").fill("+1 555 987 6543");
  await page.getByLabel("Subscription plan").selectOption("monthly");
}

type Performer = { uid: string; email: string; password: string; client: HttpClient };

/** Gives a browser context the session cookies of an HTTP client. */
export async function addSession(context: BrowserContext, client: HttpClient, baseURL: string) {
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: baseURL })));
}

type Fixtures = {
  /** Signs a new performer up in the browser and waits for wizard step 2 (for tests about sign-up). */
  signUp: (email?: string) => Promise<{ email: string; password: string }>;
  /**
   * A completed profile, created over HTTP: the sample performer "Sax Maya", with `details` replacing the
   * optional fields (links, description, videos…) when given.
   */
  seedProfile: (options?: { details?: Record<string, string>; withEvents?: boolean }) => Promise<Performer>;
  /**
   * Puts a session in the test's page: the given performer's, or a newly signed-up user's (over HTTP, without a
   * profile yet) when none is given.
   */
  signedInAs: (performer?: Performer) => Promise<Performer>;
  /** Unexpected console errors fail the test (STYLE 10). */
  consoleErrors: string[];
  /** A failed test's page that no longer makes frames is marked so (noteFrameStall). */
  frameStall: void;
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // A 4xx answer to a form submission is an expected outcome (validation, wrong password), not a bug.
        const expected4xx = /^Failed to load resource: the server responded with a status of 4\d\d/.test(
          message.text(),
        );
        if (message.type() === "error" && !expected4xx) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
  frameStall: [
    async ({ page }, use, info) => {
      await use();
      if (info.status !== info.expectedStatus) await noteFrameStall(page, info);
    },
    { auto: true },
  ],
  signUp: async ({ page }, use) => {
    await use(async (email = newEmail()) => {
      await continueWithEmail(page, email);
      await expect(page.getByRole("heading", { name: "Required Info" })).toBeVisible();
      return { email, password: PASSWORD };
    });
  },
  seedProfile: async ({ baseURL }, use) => {
    await use((options = {}) =>
      seedOverHttp(baseURL!, {
        details: (options.details ?? SAMPLE_DETAILS) as typeof SAMPLE_DETAILS,
        withEvents: options.withEvents,
      }),
    );
  },
  signedInAs: async ({ context, baseURL }, use) => {
    await use(async (performer) => {
      let who = performer;
      if (!who) {
        const client = formClient(baseURL!);
        const email = newEmail();
        const response = await client.postForm("/signup", { intent: "continue", email, password: PASSWORD });
        if (response.status !== 302) throw new Error(`sign-up over HTTP failed with ${response.status}`);
        const session = (await (await client.request("/api/auth/get-session")).json()) as { user: { id: string } };
        who = { uid: session.user.id, email, password: PASSWORD, client };
      }
      await addSession(context, who.client, baseURL!);
      return who;
    });
  },
});

export { expect };

// Headless Chromium says "HeadlessChrome", which isbot rightly calls a bot: recorded visitors use a normal Chrome's.
/** A phone's browser: headless Chromium's own user agent is a robot to isbot, whose views are not counted. */
export const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

export const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** An anonymous visitor's view and Venmo click, sent over HTTP the way the page's script sends them. */
export async function viewAndClick(baseURL: string, uid: string) {
  const visitor = formClient(baseURL);
  const visitorId = `visitor_${Date.now()}_e2e`;
  for (const body of [
    { type: "profile_view", profileId: uid, visitorId },
    { type: "link_click", profileId: uid, visitorId, linkType: "venmo", linkUrl: "https://venmo.com/u/saxmaya" },
  ]) {
    const response = await visitor.request("/api/analytics/hit", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": DESKTOP_CHROME },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
  }
}

/** The mail box the app server sends to (tests/fakes/mail-box.mjs, started by playwright.config.ts). */
const MAIL_BOX_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 3}`;

/** The first link with a token in the latest mail to `to`, once it has arrived. */
export async function mailedLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${MAIL_BOX_URL}/__mails`)).json()) as Array<{ to: string[]; raw: string }>;
      const mail = mails.filter((each) => each.to.includes(to)).at(-1);
      link = mail ? /https?:\/\/[^\s"<>]+\?token=[^\s"<>]+/.exec(mail.raw)?.[0] : undefined;
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** axe-core over the page finds no serious or critical violation; answers the scan, for the callers' own checks. */
export async function expectNoSeriousViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Every rule still runs; what passed is listed without every element it passed on.
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  expect(serious, `axe-core on ${name}`).toEqual([]);
  return results;
}
