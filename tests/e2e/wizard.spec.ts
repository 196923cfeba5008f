import { expect, test } from "./fixtures";

test.describe("wizard steps 2 and 3 in the browser (requirements 2)", () => {
  test("a performer fills everything with the keyboard and mouse, finishes, and sees their page", async ({
    page,
    signUp,
  }) => {
    await signUp();

    // Step 2: Required Info. Next with an empty form shows the messages and stays.
    await page.getByRole("button", { name: "Next" }).click();
    for (const message of [
      "First name required",
      "Last name required",
      "Alt / stage name required",
      "Phone: 10-15 digits",
      "Street required",
      "City required",
      "State required",
      "ZIP must be 5 digits",
      "Pick a plan",
    ]) {
      await expect(page.getByText(message, { exact: true }), message).toHaveCount(1);
    }
    await expect(page).toHaveURL(/\/signup(\?step=2)?$/);

    await page.getByLabel("First name").fill("Rosa");
    await page.getByLabel("Last name").fill("Diaz");
    await page.getByLabel("Alt / stage name").fill("Rosa Strings");
    await page.getByLabel("Phone").fill("+1 555 987 6543");
    await page.getByLabel("Subscription plan").selectOption("yearly");

    // Address search: suggestions after typing, picked with the keyboard, fill the four fields.
    const search = page.getByRole("combobox", { name: "Search your address" });
    // A geocoder that fails is said to, not taken for an address that does not exist; one that finds nothing says so.
    await search.fill("broken street");
    await expect(
      page.getByText("Address search isn’t available just now: type your address in the fields below."),
    ).toBeVisible();
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await search.fill("no such place");
    await expect(page.getByRole("listbox", { name: "Address suggestions" })).toHaveText("No matching addresses");
    await expect(page.getByText("Pick a suggestion to fill the address, or type it below.")).toBeVisible();
    await search.fill("350 Fifth");
    const suggestion = page.getByRole("option", { name: /350, Fifth Avenue/ });
    await expect(suggestion).toBeVisible();
    await search.press("ArrowDown");
    await search.press("Enter");
    await expect(page.getByLabel("Street")).toHaveValue("350 Fifth Avenue");
    await expect(page.getByLabel("City")).toHaveValue("New York");
    await expect(page.getByLabel("State")).toHaveValue("New York");
    await expect(page.getByLabel("Postal code")).toHaveValue("10118");

    // A wallet needs a Tax ID, which appears only then.
    await expect(page.getByLabel("Tax ID")).toHaveCount(0);
    await page.getByLabel("Apple Pay").check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Tax ID required for Pay platforms")).toBeVisible();
    await page.getByLabel("Tax ID").fill("98-7654321");
    await page.getByRole("button", { name: "Next" }).click();

    // Step 3: Optional Details.
    await expect(page).toHaveURL(/step=3/);
    await page.getByLabel("Description").fill("Violin covers of pop songs.");
    await page.getByLabel("Venmo").fill("@rosastrings");
    await page.getByLabel("Cash App").fill("$rosa");

    await page.getByLabel("YouTube video").fill("https://youtu.be/dQw4w9WgXcQ");
    await page.getByRole("button", { name: "Add video" }).click();
    const videos = page.getByRole("list", { name: "Your videos" });
    await expect(videos).toContainText("Busking at Union Square");
    await page.getByLabel("YouTube video").fill("https://www.youtube.com/watch?v=9bZkp7q19f0");
    await page.getByRole("button", { name: "Add video" }).click();
    await expect(videos).toContainText("Saxophone at sunset");
    await page.getByRole("button", { name: "Remove Saxophone at sunset" }).click();
    await expect(videos).not.toContainText("Saxophone at sunset");

    await page.getByLabel("YouTube video").fill("https://example.com/not-youtube");
    await page.getByRole("button", { name: "Add video" }).click();
    await expect(page.getByText("Invalid YouTube URL")).toBeVisible();

    // An event on a future day, through the modal.
    await page
      .getByRole("button", { name: /add an event/ })
      .last()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Title").fill("Sunset set");
    await dialog.getByRole("button", { name: "Add event" }).click();
    await expect(page.getByRole("list", { name: "Your events" })).toContainText("Sunset set");

    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The public page shows what was entered, with canonical links.
    await page.goto("/dashboard");
    const uid = await page.evaluate(
      async () => (await (await fetch("/api/auth/get-session")).json()).user.id as string,
    );
    await page.goto(`/profile/${uid}`);
    await expect(page.getByRole("heading", { level: 1, name: "Rosa Strings" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Venmo/ })).toHaveAttribute("href", "https://venmo.com/u/rosastrings");
    await expect(page.getByRole("link", { name: /^Cash App/ })).toHaveAttribute("href", "https://cash.app/$rosa");
    await expect(page.getByText("Apple Pay")).toBeVisible();
    await expect(page.getByRole("link", { name: "Play video: Busking at Union Square" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Saxophone at sunset/ })).toHaveCount(0);
    await expect(page.getByText("Sunset set")).toBeVisible();
  });
});
