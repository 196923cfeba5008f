import type { Locator, Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { parseEpcPayload, RAIL_MESSAGES } from "../../app/domain/local-rails";
import { parsePixPayload } from "../../app/domain/pix";
import { expect, expectNoSidewaysScroll, PHONE_UA, screenshotToLookAt, test, waitForHydration } from "./fixtures";

/**
 * Local ways to pay in Chromium: an owner sets BRL and a PIX key (a bad IBAN first gets the field's message); a
 * visitor sees amounts in reais, picks R$10 and copies the PIX code, which reads back to the key and amount. A
 * profile in euros with an IBAN shows a SEPA QR code that decodes to the IBAN and amount.
 */

const BASE = {
  description: "Samba on the square.",
  payPalUrl: "paypal.me/saxmaya",
  "tipAmounts[0]": "5",
  "tipAmounts[1]": "10",
  showTipAmounts: "on",
};

async function decodeQr(qr: Locator): Promise<string | undefined> {
  // Clear of the page's sticky bar, which would cover part of it at the top of the window.
  await qr.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const { data, info } = await sharp(await qr.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

async function visitorPage(page: Page) {
  const context = await page
    .context()
    .browser()!
    .newContext({
      userAgent: PHONE_UA,
      viewport: page.viewportSize()!,
      permissions: ["clipboard-read", "clipboard-write"],
      // A phone's screen, as its camera and a second phone see the code.
      deviceScaleFactor: 2,
    });
  return context.newPage();
}

for (const size of [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test(`on ${size.name}: the owner sets BRL and PIX; a visitor copies the R$10 PIX code`, async ({
    page,
    baseURL,
    seedProfile,
    signedInAs,
  }) => {
    await page.setViewportSize(size.viewport);
    const performer = await signedInAs(await seedProfile({ details: BASE, withEvents: false }));
    await page.goto(`/profile/${performer.uid}/edit`);
    await waitForHydration(page);
    await page.getByLabel("Currency").selectOption("BRL");
    await page.getByText("More ways to pay").click();
    await page.getByLabel("Account holder's name").fill("Maya Lopez");
    await page.getByLabel("IBAN (SEPA bank transfer, euro)").fill("DE89 3704 0044 0532 0130 01");
    await page.getByLabel("PIX key (Brazil)").fill("529.982.247-25");
    await page.getByLabel("City for PIX").fill("São Paulo");
    await page.getByRole("button", { name: "Save Changes" }).click();
    const iban = page.getByLabel("IBAN (SEPA bank transfer, euro)");
    await expect(page.getByText(RAIL_MESSAGES.iban)).toBeVisible();
    await expect(iban).toHaveAttribute("aria-invalid", "true");
    await expectNoSidewaysScroll(page);
    await screenshotToLookAt(page, `local-rails-bad-iban-${size.name}`);
    await iban.fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${performer.uid}$`));

    const visitor = await visitorPage(page);
    await visitor.goto(`${baseURL}/profile/${performer.uid}`);
    await expect(visitor.getByRole("link", { name: "Tip R$10 with PayPal" })).toHaveAttribute(
      "href",
      "https://paypal.me/saxmaya/10BRL",
    );
    const pix = visitor.locator("#pay-pix");
    await expect(pix).toContainText("52998224725");
    await pix.getByRole("link", { name: "PIX code for R$10" }).click();
    const box = visitor.locator("#pay-pix-10");
    await expect(box).toBeVisible();
    await expect(visitor.locator("#pay-pix-any")).toBeHidden();
    await box.getByRole("button", { name: "Copy code" }).click();
    await expect(box.getByRole("status")).toHaveText("Code copied");
    const copied = await visitor.evaluate(() => navigator.clipboard.readText());
    expect(parsePixPayload(copied)).toMatchObject({ key: "52998224725", amount: 10, city: "Sao Paulo" });
    expect(await decodeQr(box.getByRole("img", { name: /QR code/ }))).toBe(copied);
    await expectNoSidewaysScroll(visitor);
    await screenshotToLookAt(visitor, `local-rails-pix-${size.name}`, { fullPage: true });
    await visitor.context().close();
  });

  test(`on ${size.name}: a profile in euros shows a SEPA QR code that decodes to the IBAN and amount`, async ({
    page,
    baseURL,
    seedProfile,
  }) => {
    await page.setViewportSize(size.viewport);
    const performer = await seedProfile({
      details: {
        ...BASE,
        currency: "EUR",
        payeeName: "Maya Lopez",
        iban: "DE89 3704 0044 0532 0130 00",
      },
      withEvents: false,
    });
    const visitor = await visitorPage(page);
    await visitor.goto(`${baseURL}/profile/${performer.uid}`);
    await expect(visitor.getByRole("link", { name: "Tip €5 with PayPal" })).toHaveAttribute(
      "href",
      "https://paypal.me/saxmaya/5EUR",
    );
    const sepa = visitor.locator("#pay-sepa");
    await expect(sepa).toContainText("DE89 3704 0044 0532 0130 00");
    const any = parseEpcPayload((await decodeQr(sepa.getByRole("img", { name: /any amount/ }))) ?? "");
    expect(any).toMatchObject({ iban: "DE89370400440532013000", name: "Maya Lopez" });
    expect(any).not.toHaveProperty("amount");
    await sepa.getByRole("link", { name: "Bank transfer (SEPA) code for €5" }).click();
    const five = visitor.locator("#pay-sepa-5");
    expect(parseEpcPayload((await decodeQr(five.getByRole("img", { name: /QR code/ }))) ?? "")).toMatchObject({
      iban: "DE89370400440532013000",
      amount: 5,
    });
    await expectNoSidewaysScroll(visitor);
    await screenshotToLookAt(visitor, `local-rails-sepa-${size.name}`, { fullPage: true });
    await visitor.context().close();
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
]) {
  test(`the sign screen at ${viewport.width}×${viewport.height} shows the SEPA code for a banking app beside the profile's`, async ({
    page,
    seedProfile,
    signedInAs,
  }) => {
    await page.setViewportSize(viewport);
    const performer = await signedInAs(
      await seedProfile({
        details: { ...BASE, currency: "EUR", payeeName: "Maya Lopez", iban: "DE89 3704 0044 0532 0130 00" },
        withEvents: false,
      }),
    );
    await page.goto("/sign");
    const profileCode = page.getByRole("img", { name: /^QR code for / });
    const railCode = page.getByRole("img", { name: "Bank transfer (SEPA) code" });
    await expect(profileCode).toBeInViewport({ ratio: 1 });
    await expect(railCode).toBeInViewport({ ratio: 1 });
    await expect(page.getByText("Scan with your banking app")).toBeVisible();
    expect(parseEpcPayload((await decodeQr(railCode)) ?? "")).toMatchObject({
      iban: "DE89370400440532013000",
      name: "Maya Lopez",
    });
    expect(await decodeQr(profileCode)).toContain(`/profile/${performer.uid}`);
    await expectNoSidewaysScroll(page);
    await screenshotToLookAt(page, `sign-sepa-${viewport.width}x${viewport.height}`);
  });
}
