import type { Page } from "@playwright/test";
import { expect, expectNoSeriousViolations, test } from "./fixtures";

// Every page passes axe-core with no serious or critical violation, on a desktop and on a phone.
const PHONE = { width: 390, height: 844 };

/** Nothing serious, and the scan really ran over the page's content. */
async function expectAccessible(page: Page, name: string) {
  const results = await expectNoSeriousViolations(page, name);
  expect(results.passes.length, `axe-core checks that passed on ${name}`).toBeGreaterThan(5);
}

test.describe("accessibility: axe-core finds nothing serious", () => {
  // Each test scans several whole pages with axe-core, which takes a few seconds a page on a busy 2-core machine.
  test.slow();
  for (const viewport of [null, PHONE]) {
    const label = viewport ? "phone" : "desktop";

    test(`public pages on a ${label}`, async ({ page, seedProfile }) => {
      if (viewport) await page.setViewportSize(viewport);
      const { uid } = await seedProfile();
      const pages: [string, string, RegExp | string][] = [
        ["landing", "/", "Get Tipped. Finally."],
        ["sign-up", "/signup", "Continue"],
        ["profile", `/profile/${uid}`, "Tip Maya"],
        ["missing profile", "/profile/nobody-here", "Profile not found"],
        ["admin sign-in", "/admin", /Admin/],
      ];
      for (const [name, path, text] of pages) {
        await page.goto(path);
        await expect(page.getByText(text).first()).toBeVisible();
        await expectAccessible(page, `${name} (${label})`);
      }
    });

    test(`the owner's pages on a ${label}`, async ({ page, seedProfile, signedInAs }) => {
      if (viewport) await page.setViewportSize(viewport);
      const { uid } = await signedInAs(await seedProfile());
      const pages: [string, string, RegExp | string][] = [
        ["dashboard", "/dashboard", "Analytics Dashboard"],
        ["own profile", `/profile/${uid}`, "Edit Profile"],
        ["edit page", `/profile/${uid}/edit`, "Description"],
      ];
      for (const [name, path, text] of pages) {
        await page.goto(path);
        await expect(page.getByText(text).first()).toBeVisible();
        await expectAccessible(page, `${name} (${label})`);
      }
    });
  }

  test("wizard step 2, with its error messages showing", async ({ page, signUp }) => {
    await signUp();
    await expectAccessible(page, "wizard step 2");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("First name required")).toBeVisible();
    await expectAccessible(page, "wizard step 2 with errors");
  });

  test("sign-up errors are announced accessibly too", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(
      page
        .getByRole("alert")
        .or(page.getByText(/required|valid/i))
        .first(),
    ).toBeVisible();
    await expectAccessible(page, "sign-up with errors");
  });
});
