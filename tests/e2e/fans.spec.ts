import { readFile } from "node:fs/promises";
import { expect, expectNoSidewaysScroll, mailedLink, newEmail, screenshotToLookAt, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a visitor signs up on the profile, confirms by the mailed link, and the owner sees the fan and downloads the CSV", async ({
  page,
  seedProfile,
  signedInAs,
}) => {
  const performer = await seedProfile();
  const email = newEmail("fan");

  await page.goto(`/profile/${performer.uid}`);
  const form = page.getByRole("region", { name: "Hear when Maya plays near you" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("City").fill("Brooklyn");
  await form.getByRole("button", { name: "Let me know" }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${performer.uid}#fans-sent$`));
  await expect(page.getByText("Check your inbox: we sent you a link to confirm.")).toBeVisible();
  await expect(page.getByText("That does not look like an email address.")).toBeHidden();
  await expectNoSidewaysScroll(page);
  await screenshotToLookAt(page, "profile-fans-sent");

  await page.goto(await mailedLink(email));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${performer.uid}#fans-confirmed$`));
  await expect(page.getByText("You're in: you will hear when they play near you.")).toBeVisible();

  await signedInAs(performer);
  await page.goto("/dashboard");
  const fans = page.getByRole("region", { name: "Fans", exact: true });
  await expect(fans.locator(`tr[data-fan="${email}"]`)).toContainText("Brooklyn");
  await expect(fans.getByText("Brooklyn: 1")).toBeVisible();
  await expect(fans.getByLabel("Your notice (at most 280 characters, one a day)")).toHaveValue(/^Playing at /);
  await expectNoSidewaysScroll(page);
  await fans.scrollIntoViewIfNeeded();
  await screenshotToLookAt(page, "dashboard-fans", { fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    fans.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  const csv = await readFile((await download.path())!, "utf8");
  expect(
    csv
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .slice(0, 2),
  ).toEqual([
    "email,city,confirmed",
    expect.stringMatching(new RegExp(`^${email.replace(/[.+]/g, "\\$&")},Brooklyn,\\d{4}-`)),
  ]);
});
