import { continueWithEmail, expect, newEmail, test, waitForHydration } from "./fixtures";

test.describe("landing page", () => {
  test("renders the tagline and a call to action, on desktop and on a phone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Get Tipped. Finally." })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Get Tipped. Finally." })).toBeVisible();
  });

  test("any other path shows the landing page", async ({ page }) => {
    await page.goto("/this/does/not/exist");
    await expect(page.getByRole("heading", { level: 1, name: "Get Tipped. Finally." })).toBeVisible();
  });
});

test.describe("sign-in (requirements 2, 4)", () => {
  test("sign up lands on wizard step 2; sign out; sign in again", async ({ page, signUp }) => {
    await page.goto("/signup");
    const { email, password } = await signUp();
    expect(new URL(page.url()).pathname).toBe("/signup");

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

    await continueWithEmail(page, email, password);
    await expect(page.getByRole("heading", { name: "Required Info" })).toBeVisible();
  });

  test("a wrong password for an existing account says so", async ({ page, signUp, context }) => {
    const { email } = await signUp();
    await context.clearCookies();
    await continueWithEmail(page, email, "this is not it");
    await expect(page.getByRole("alert")).toHaveText("Wrong password for existing account");
    await expect(page.getByRole("heading", { name: "Sign up or log in" })).toBeVisible();
  });

  test("fields are validated on touch and re-validated on change", async ({ page }) => {
    await page.goto("/signup");
    await waitForHydration(page); // on a busy machine the first blur could come before React listens
    const email = page.getByLabel("Email");
    await email.focus();
    await email.blur();
    await expect(page.getByText("Email required")).toBeVisible();
    await email.fill("not-an-email");
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await email.fill(newEmail());
    await expect(page.getByText("Enter a valid email address")).toBeHidden();
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
  });

  test("signed-out /dashboard ends on /signup", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("heading", { name: "Sign up or log in" })).toBeVisible();
  });
});

test.describe("navbar (requirements 2)", () => {
  test("signed out: Login and Sign Up both go to /signup", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/signup?mode=login");
    await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    await page.getByRole("link", { name: "Tipped home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the avatar menu opens, closes on an outside click and on Escape", async ({ page, signUp }) => {
    await signUp();
    const avatar = page.getByRole("button", { name: "Account menu" });
    await expect(avatar.locator("img")).toHaveAttribute("src", "/default-avatar.svg");

    await avatar.click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveText(["Dashboard", "Profile", "Account settings", "Logout"]);
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();

    await avatar.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();
    // Escape at once, before the disclosure's toggle event has come (it comes a task later): it still closes.
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('[aria-label="Account menu"]')!.click();
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    await expect(menu).toBeHidden();

    await avatar.click();
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Analytics Dashboard" })).toBeVisible();
    await avatar.click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile\/[^/]+$/);
  });
});
