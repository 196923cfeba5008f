import {
  enableCardTips,
  expect,
  expectBelowSiteBar,
  expectNoSidewaysScroll,
  FAKE_STRIPE_URL,
  PHONE_UA,
  screenshotToLookAt,
  test,
} from "./fixtures";

/**
 * Card and wallet tips in Chromium, against the fake Stripe the suite starts (tests/fakes/stripe.mjs): the owner
 * goes through Stripe's onboarding from the dashboard; a visitor whose browser runs no script taps $5 on the
 * profile, pays on the hosted checkout and comes back to a thank-you; the owner's open dashboard shows the tip at
 * once; a replayed webhook changes nothing, a forged one gets 400; a refund shows on the dashboard.
 */
test.use({ timezoneId: "America/Los_Angeles" });

for (const size of [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test(`on ${size.name}: onboarding, a $5 tip paid on Stripe's page, the owner's dashboard at once, a refund`, async ({
    page,
    browser,
    seedProfile,
    signedInAs,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const performer = await signedInAs(await seedProfile());

    await page.goto("/dashboard");
    const payments = page.getByRole("region", { name: "Card and wallet tips" });
    await expect(payments).toContainText("Stripe pays the money into your own bank account");
    await payments.getByRole("button", { name: "Accept card and wallet tips" }).click();
    await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/connect/onboard/acct_`));
    await page.getByRole("button", { name: "Agree and submit" }).click();
    await expect(page).toHaveURL(/\/dashboard\?payments=enabled#payments$/);
    await expectBelowSiteBar(page.getByRole("heading", { name: "Card and wallet tips" }));
    await expect(payments).toContainText("You're set up: visitors can now tip you by card, Apple Pay and Google Pay.");
    await expect(payments).toContainText("Card and wallet tips are on");
    const tipsPanel = page.getByRole("region", { name: "Tips", exact: true });
    await expect(tipsPanel).toContainText("No card tips yet");
    await expectNoSidewaysScroll(page);
    await screenshotToLookAt(page, `dashboard-enabled-${size.name}`, { fullPage: true });

    // The visitor: a phone whose browser runs no script at all
    const visitor = await browser.newContext({
      viewport: size.viewport,
      javaScriptEnabled: false,
      userAgent: PHONE_UA,
    });
    const tipper = await visitor.newPage();
    await tipper.goto(`/profile/${performer.uid}`);
    const block = tipper.locator("[data-card-tips]");
    await expect(block).toContainText("Card, Apple Pay or Google Pay");
    await expect(tipper.locator("[data-wallets]")).toHaveCount(0);
    await expectNoSidewaysScroll(tipper);
    await block.getByText("Add your name and a message (optional)").click();
    await block.getByLabel("Your name").fill("Ana");
    await block.getByLabel("Message for Maya").fill("Made my morning!");
    await screenshotToLookAt(tipper, `profile-card-tips-${size.name}`, { fullPage: true });
    await block.getByRole("button", { name: "Tip $5 by card or wallet" }).click();
    await expect(tipper).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/pay/cs_test_`));
    await expect(tipper.locator("[data-amount]")).toHaveText("$5.00");
    await tipper.getByRole("button", { name: "Donate $5.00" }).click();
    await expect(tipper).toHaveURL(new RegExp(`/profile/${performer.uid}\\?tip=thanks&t=[0-9a-f-]{36}#tip$`));
    await expect(tipper.getByRole("status").filter({ hasText: "Thank you!" })).toHaveText(
      "Thank you! Your $5.00 tip to Maya is on its way.",
    );
    await screenshotToLookAt(tipper, `profile-thanks-${size.name}`);

    // The owner's dashboard, open all along, shows it without a reload
    await expect(tipsPanel.locator('[data-tips="month"]')).toContainText("$5.00", { timeout: 2_000 });
    await expect(tipsPanel.getByRole("list", { name: "Recent tips" }).getByRole("listitem")).toHaveCount(1);
    await expect(tipsPanel).toContainText("Made my morning!");
    await expect(tipsPanel).toContainText("From Ana");
    await expectNoSidewaysScroll(page);
    await screenshotToLookAt(page, `dashboard-tip-${size.name}`, { fullPage: true });

    // The same webhook again changes nothing; one not signed by Stripe is refused
    const events = (await (await request.get(`${FAKE_STRIPE_URL}/__events`)).json()) as {
      id: string;
      type: string;
      data: { object: { payment_intent: string | null; id: string; metadata?: { tipped_profile?: string } } };
    }[];
    const completed = events.find(
      (event) =>
        event.type === "checkout.session.completed" && event.data.object.metadata?.tipped_profile === performer.uid,
    )!;
    const replay = await request.post(`${FAKE_STRIPE_URL}/__replay/${completed.id}`);
    expect(((await replay.json()) as { status: number }).status).toBe(200);
    const forged = await request.post("/api/stripe/webhook", {
      headers: { "stripe-signature": "t=1,v1=forged", "content-type": "application/json" },
      data: JSON.stringify({ ...completed, id: "evt_forged" }),
    });
    expect(forged.status()).toBe(400);
    await page.reload();
    await expect(tipsPanel.getByRole("list", { name: "Recent tips" }).getByRole("listitem")).toHaveCount(1);
    await expect(tipsPanel.locator('[data-tips="all"]')).toContainText("$5.00");

    // A refund made at Stripe reaches the open dashboard
    const refund = await request.post(`${FAKE_STRIPE_URL}/v1/refunds`, {
      headers: { authorization: "Bearer sk_test_e2e_fake" },
      form: { payment_intent: completed.data.object.payment_intent! },
    });
    expect(refund.status()).toBe(200);
    await expect(tipsPanel.locator('[data-tips="month"]')).toContainText("$0.00");
    await expect(tipsPanel.getByRole("listitem")).toContainText("Refunded");
    await visitor.close();
  });
}

test("a visitor who goes back from Stripe's page finds the amount and message still there", async ({
  browser,
  seedProfile,
  signedInAs,
  page,
}) => {
  const performer = await signedInAs(await seedProfile());
  await enableCardTips(page);

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA });
  const tipper = await visitor.newPage();
  await tipper.goto(`/profile/${performer.uid}`);
  const block = tipper.locator("[data-card-tips]");
  await block.getByText("Add your name and a message (optional)").click();
  await block.getByLabel("Message for Maya").fill("Encore!");
  await block.getByLabel("Other amount").fill("0.50");
  await block.getByLabel("Other amount").press("Enter");
  await expect(block.getByRole("alert")).toHaveText("Tips can be from $1 to $500.");
  await expect(block.getByLabel("Message for Maya")).toHaveValue("Encore!");
  await block.getByLabel("Other amount").fill("7.50");
  await block.getByLabel("Other amount").press("Enter");
  await expect(tipper.locator("[data-amount]")).toHaveText("$7.50");
  await tipper.getByRole("link", { name: "Back" }).click();
  await expect(tipper.getByRole("status").filter({ hasText: "No tip was taken" })).toBeVisible();
  await expect(block.getByLabel("Other amount")).toHaveValue("7.5");
  await expect(block.getByLabel("Message for Maya")).toHaveValue("Encore!");
  await expectNoSidewaysScroll(tipper);
  await visitor.close();
});
