import {
  enableCardTips,
  expect,
  expectNoSidewaysScroll,
  PHONE_UA,
  screenshotToLookAt,
  test,
  waitForHydration,
} from "./fixtures";

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`languages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the landing page and sign-in in Arabic are right to left, with nothing cut off", async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: "lang", value: "ar", url: test.info().project.use.baseURL! }]);
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("احصل على البقشيش. أخيرًا.");
      await expectNoSidewaysScroll(page);
      await screenshotToLookAt(page, `landing-ar-${viewport.width}`);
      await screenshotToLookAt(page, `landing-ar-${viewport.width}-full`, { fullPage: true });

      await page.goto("/signup?mode=login");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "تسجيل الدخول", level: 2 })).toBeVisible();
      await expect(page.getByLabel("البريد الإلكتروني")).toBeVisible();
      // What is typed keeps its own direction: an address reads left to right on a right-to-left page.
      await page.getByLabel("البريد الإلكتروني").fill("fan.name@example.com");
      await expect(page.getByLabel("البريد الإلكتروني")).toHaveCSS("unicode-bidi", "plaintext");
      await expectNoSidewaysScroll(page);
      await screenshotToLookAt(page, `sign-in-ar-${viewport.width}`, { fullPage: true });
    });

    test("the switcher changes the language, and the choice is remembered", async ({ page }) => {
      await page.goto("/signup");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { name: "Inscription ou connexion" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshotToLookAt(page, `sign-up-fr-${viewport.width}`, { fullPage: true });

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recevez des pourboires. Enfin.");
      const current = page.getByRole("navigation", { name: "Langue" }).getByRole("link", { name: "Français" });
      await expect(current).toHaveAttribute("aria-current", "true");
    });
  });
}

test.describe("Accept-Language", () => {
  test.use({ locale: "pt-BR", viewport: { width: 390, height: 844 } });

  test("a visitor whose browser asks for pt-BR sees Portuguese", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seja pago. Finalmente.");
    await page.getByRole("link", { name: "Crie sua página" }).click();
    await expect(page.getByRole("heading", { name: "Cadastre-se ou entre" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshotToLookAt(page, "sign-up-pt-BR-390", { fullPage: true });
  });
});

test.describe("signed-in pages", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("settings in Arabic are right to left with nothing cut off, and hydrate in Arabic", async ({
    page,
    context,
    signedInAs,
  }) => {
    await signedInAs();
    await context.addCookies([{ name: "lang", value: "ar", url: test.info().project.use.baseURL! }]);
    await page.goto("/settings");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("إعدادات الحساب");
    await expect(page.getByRole("button", { name: "تغيير كلمة المرور" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshotToLookAt(page, "settings-ar-390", { fullPage: true });
  });
});

test.describe("the public profile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("in Arabic it is right to left with nothing cut off, and its footer switches language", async ({
    page,
    context,
    seedProfile,
  }) => {
    const { uid } = await seedProfile();
    await context.addCookies([{ name: "lang", value: "ar", url: test.info().project.use.baseURL! }]);
    await page.goto(`/profile/${uid}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "أرسل إكرامية إلى Maya" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "الفعاليات" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshotToLookAt(page, "profile-ar-390", { fullPage: true });

    await page.getByRole("contentinfo").getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${uid}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});

test("a visitor whose browser asks for pt-BR sees a BRL profile in Portuguese, its amounts in reais", async ({
  browser,
  page,
  seedProfile,
  signedInAs,
}) => {
  const performer = await signedInAs(
    await seedProfile({
      details: {
        description: "Samba on the square, my own words.",
        currency: "BRL",
        payPalUrl: "paypal.me/saxmaya",
        "tipAmounts[0]": "5",
        "tipAmounts[1]": "10",
        showTipAmounts: "on",
      },
    }),
  );
  await enableCardTips(page);

  const visitor = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: "pt-BR",
    extraHTTPHeaders: { "Accept-Language": "pt-BR,pt;q=0.9" },
    userAgent: PHONE_UA,
  });
  const tipper = await visitor.newPage();
  await tipper.goto(`/profile/${performer.uid}`);
  await expect(tipper.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(tipper.getByRole("heading", { name: "Dê uma gorjeta para Maya" })).toBeVisible();
  await expect(tipper.getByText("Samba on the square, my own words.")).toBeVisible();
  await expect(tipper.getByRole("link", { name: /^Dar R\$\s5 de gorjeta com PayPal$/ })).toBeVisible();
  await expect(tipper.getByRole("button", { name: /^Dar R\$\s10 com cartão ou carteira digital$/ })).toBeVisible();
  await expect(tipper.getByRole("heading", { name: "Eventos" })).toBeVisible();

  const block = tipper.locator("[data-card-tips]");
  await expect(block).toContainText("Cartão, Apple Pay ou Google Pay");
  await block.getByText("Adicione seu nome e uma mensagem (opcional)").click();
  await block.getByLabel("Mensagem para Maya").fill("Valeu!");
  await block.getByLabel("Outro valor").fill("0,50");
  await block.getByLabel("Outro valor").press("Enter");
  await expect(block.getByRole("alert")).toHaveText(/^As gorjetas podem ser de R\$\s1 a R\$\s500\.$/);
  await expect(block.getByLabel("Mensagem para Maya")).toHaveValue("Valeu!");
  await expectNoSidewaysScroll(tipper);
  await screenshotToLookAt(tipper, "profile-pt-BR-390", { fullPage: true });
  await visitor.close();
});

test("the sign screen says Tip me in the performer's language, and in English under it", async ({
  page,
  context,
  seedProfile,
  signedInAs,
}) => {
  await signedInAs(await seedProfile());
  await context.addCookies([{ name: "lang", value: "de", url: test.info().project.use.baseURL! }]);
  await page.goto("/sign");
  await expect(page.getByText("Gib mir Trinkgeld")).toBeVisible();
  await expect(page.getByText("Tip me", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
