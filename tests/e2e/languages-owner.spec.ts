import {
  enableCardTips,
  expect,
  expectBelowSiteBar,
  expectNoSidewaysScroll,
  mailedLink,
  newEmail,
  PHONE_UA,
  screenshotToLookAt,
  test,
  viewAndClick,
  waitForHydration,
} from "./fixtures";

/** A 1×1 PNG: picked for the gallery, never uploaded. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the performer's screens at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("in Spanish: wizard steps 2 and 3 with a field message, then the dashboard", async ({
      page,
      context,
      signUp,
    }) => {
      await signUp();
      await context.addCookies([{ name: "lang", value: "es", url: test.info().project.use.baseURL! }]);
      await page.goto("/signup?step=2");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "Datos obligatorios", level: 1 })).toBeVisible();
      await expect(page.getByText("Paso 2 de 3")).toBeVisible();

      await page.getByRole("button", { name: "Siguiente" }).click();
      await expect(page.getByText("Nombre obligatorio", { exact: true })).toBeVisible();
      await expect(page.getByText("El código postal debe tener 5 dígitos", { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshotToLookAt(page, `wizard-2-es-${viewport.width}`, { fullPage: true });

      await page.getByLabel("Nombre", { exact: true }).fill("Rosa");
      await page.getByLabel("Apellidos").fill("Díaz");
      await page.getByLabel("Nombre artístico").fill("Rosa Strings");
      await page.getByLabel("Teléfono").fill("+34 612 345 678");
      await page.getByLabel("Plan de suscripción").selectOption("yearly");
      await page.getByLabel("Calle").fill("Calle Mayor 1");
      await page.getByLabel("Ciudad").fill("Madrid");
      await page.getByLabel("Estado o provincia").fill("Madrid");
      await page.getByLabel("Código postal").fill("28013");
      await expect(page.getByText("Nombre obligatorio", { exact: true })).toHaveCount(0);
      await page.getByRole("button", { name: "Siguiente" }).click();

      await expect(page).toHaveURL(/step=3/);
      await expect(page.getByRole("heading", { name: "Detalles opcionales", level: 1 })).toBeVisible();
      await expect(page.getByRole("group", { name: "Cómo darte propina" })).toBeVisible();
      // The events calendar names this month as Spanish writes it.
      const thisMonth = new Intl.DateTimeFormat("es", { month: "long", year: "numeric" }).format(new Date());
      await expect(page.getByRole("heading", { name: thisMonth })).toBeVisible();
      // The photo fields' limits and the gallery's count are Spanish too (they were English: "Max file size 5 MB.",
      // "Gallery (0 of 30)").
      await expect(page.locator('[data-uploader="gallery"]')).toContainText("Galería (0 de 30)");
      await expect(page.getByText(/Tamaño máximo 5 MB\.$/).first()).toBeVisible();
      await expect(page.getByText("Max file size", { exact: false })).toHaveCount(0);
      // So are the link fields' examples and the short link's preview.
      await expect(page.getByLabel("PayPal", { exact: true })).toHaveAttribute(
        "placeholder",
        "paypal.me/tunombre o tunombre",
      );
      await expect(page.locator("[data-short-link-preview]")).toHaveText(/\/@tu-nombre$/);
      // A photo picked for the gallery and taken off the list again: its buttons are named in Spanish.
      await page
        .locator('[data-uploader="gallery"] input[type=file]')
        .setInputFiles({ name: "tiny.png", mimeType: "image/png", buffer: TINY_PNG });
      await page.getByRole("button", { name: "Quitar tiny.png de la lista" }).click();
      await expect(page.locator("[data-pending-photo]")).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await screenshotToLookAt(page, `wizard-3-es-${viewport.width}`, { fullPage: true });
      await page.getByRole("button", { name: "Terminar" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      await expect(page.getByRole("heading", { name: "Panel de estadísticas" })).toBeVisible();
      await expect(page.getByText("Hola de nuevo, Rosa")).toBeVisible();
      await expect(page.locator('[data-metric="Profile Views"] h2')).toHaveText("Visitas al perfil");
      // Numbers through Intl in Spanish: "0 %".
      await expect(page.locator('[data-metric="Click Rate"] p')).toHaveText(
        new Intl.NumberFormat("es", { style: "percent" }).format(0),
      );
      await expectNoSidewaysScroll(page);
      await screenshotToLookAt(page, `dashboard-es-${viewport.width}`, { fullPage: true });
    });

    test("the emails' language, saved in the settings, says so where the page comes back to", async ({
      page,
      seedProfile,
      signedInAs,
    }) => {
      await signedInAs(await seedProfile());
      await page.goto("/settings");
      await page.getByRole("combobox", { name: "Language of your emails" }).selectOption("it");
      await page.getByRole("button", { name: "Save language" }).click();
      await expect(page).toHaveURL(/\/settings\?done=language#mail-language$/);
      const card = page.getByRole("region", { name: "Language of your emails" });
      await expect(card.getByText("Your emails will come in this language.")).toBeVisible();
      await expect(card.getByRole("combobox")).toHaveValue("it");
      await expectBelowSiteBar(card.getByRole("heading", { name: "Language of your emails" }));
    });

    test("the edit page in Arabic is right to left, with nothing cut off", async ({
      page,
      context,
      seedProfile,
      signedInAs,
    }) => {
      const performer = await signedInAs(await seedProfile());
      await context.addCookies([{ name: "lang", value: "ar", url: test.info().project.use.baseURL! }]);
      await page.goto(`/profile/${performer.uid}/edit`);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { name: "تعديل الملف", level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "حفظ التغييرات" })).toBeVisible();
      await page.getByText("طرق دفع أخرى").click();
      await expect(page.getByLabel("اسم صاحب الحساب")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshotToLookAt(page, `edit-ar-${viewport.width}`, { fullPage: true });
    });

    test("the dashboard's panels in Spanish, then in Arabic: money, plurals, forms, nothing sideways", async ({
      page,
      browser,
      context,
      baseURL,
      seedProfile,
      signedInAs,
    }) => {
      const performer = await signedInAs(await seedProfile());
      await enableCardTips(page);
      // A visitor: a fan who confirms, a $5 card tip, a view and a click.
      const visitor = await browser.newContext({ viewport, javaScriptEnabled: false, userAgent: PHONE_UA });
      const tipper = await visitor.newPage();
      const fan = newEmail("fan");
      await tipper.goto(`/profile/${performer.uid}`);
      const fanForm = tipper.getByRole("region", { name: "Hear when Maya plays near you" });
      await fanForm.getByLabel("Email").fill(fan);
      await fanForm.getByLabel("City").fill("Sevilla");
      await fanForm.getByRole("button", { name: "Let me know" }).click();
      await tipper.goto(await mailedLink(fan));
      await tipper.getByRole("button", { name: "Confirm" }).click();
      await tipper.goto(`/profile/${performer.uid}`);
      await tipper.locator("[data-card-tips] summary").click();
      await tipper.locator('[data-card-tips] textarea[name="message"]').fill("Loved the set, see you Saturday!");
      await tipper.locator("[data-card-tips]").getByRole("button", { name: "Tip $5 by card or wallet" }).click();
      await tipper.getByRole("button", { name: "Donate $5.00" }).click();
      await expect(tipper).toHaveURL(/tip=thanks/);
      await visitor.close();
      await viewAndClick(baseURL!, performer.uid);

      await context.addCookies([{ name: "lang", value: "es", url: baseURL! }]);
      await page.goto("/dashboard");
      await waitForHydration(page);
      const five = new Intl.NumberFormat("es", { style: "currency", currency: "USD" }).format(5);
      const tips = page.getByRole("region", { name: "Propinas", exact: true });
      await expect(tips.locator('[data-tips="month"]')).toHaveText(`Este mes${five}`);
      await expect(tips.getByRole("list", { name: "Propinas recientes" })).toContainText(`${five}Pagada`);
      await expect(tips.getByRole("link", { name: "Descargar propinas (CSV)" })).toBeVisible();

      const activity = page.getByRole("region", { name: "Actividad reciente" });
      await expect(activity.getByText("Visita al perfil")).toBeVisible();
      await expect(activity.getByText("Clic en enlace")).toBeVisible();
      await expect(activity.getByText("Visitante 1").first()).toBeVisible();
      // The time in the viewer's zone, as Spanish says it: "ahora" or "hace 1 min".
      await expect(activity.locator("time").first()).toHaveText(/^(ahora|hace \d+ min)\d/);
      await expect(page.getByRole("region", { name: "Enlaces más usados" })).toContainText("1 clic ·");

      await expect(
        page.getByRole("region", { name: "Acciones rápidas" }).getByRole("link", { name: "Ver perfil" }),
      ).toBeVisible();

      const fans = page.getByRole("region", { name: "Fans", exact: true });
      await expect(fans.locator('[data-fan-figure="Mails sent"] dt')).toHaveText("Correos enviados");
      await expect(fans.getByLabel("Tu aviso (máximo 280 caracteres, uno al día)")).toBeVisible();
      await expect(fans.getByLabel("Enviar a").locator("option").nth(1)).toHaveText("Fans en Sevilla (1)");
      await fans.getByLabel("Tu aviso (máximo 280 caracteres, uno al día)").fill("");
      await fans.getByRole("button", { name: "Avisar a mis fans" }).click();
      await expect(fans.getByRole("alert")).toHaveText("Escribe lo que quieres contar a tus fans.");

      const pitches = page.getByRole("region", { name: "Lugares", exact: true });
      await pitches.getByRole("button", { name: "Añadir lugar" }).click();
      await expect(pitches.getByRole("alert")).toHaveText("Ponle nombre al lugar, por ejemplo «Pier 39»");
      await pitches.getByLabel(/^Añade un lugar/).fill("Plaza Mayor");
      await pitches.getByRole("button", { name: "Añadir lugar" }).click();
      await expect(pitches.getByRole("status")).toHaveText("Añadido: Plaza Mayor");
      await expect(pitches.getByRole("button", { name: "Empezar a actuar aquí" })).toBeVisible();
      await expect(pitches.getByRole("table", { name: "Por lugar" }).locator('[data-figure="money"]')).toHaveText(
        new Intl.NumberFormat("es", { style: "currency", currency: "USD", minimumFractionDigits: 0 }).format(0),
      );

      // None of the English these panels used to say is left.
      const main = page.locator("main");
      for (const english of [
        "This month",
        "Recent tips",
        "Quick Actions",
        "Visitor 1",
        "Profile View",
        "Mails sent",
        "Tell my fans",
        "Add pitch",
        "Download CSV",
        "Start performing here",
        "Visitor locations",
      ])
        await expect(main).not.toContainText(english);
      await expectNoSidewaysScroll(page);
      await screenshotToLookAt(page, `dashboard-panels-es-${viewport.width}`, { fullPage: true });

      await context.addCookies([{ name: "lang", value: "ar", url: baseURL! }]);
      await page.goto("/dashboard");
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      // Arabic's amount, its sign isolated so that a right-to-left line shows "US$" whole (not "$US").
      await expect(
        page.getByRole("region", { name: "الإكراميات", exact: true }).locator('[data-tips="month"] dd'),
      ).toHaveText("\u200f5.00\u00a0\u2068US$\u2069");
      await expect(page.getByRole("region", { name: "إجراءات سريعة" })).toBeVisible();
      // The tipper's English message keeps its own direction in the right-to-left list (its "!" at its end).
      const message = page.getByText("Loved the set, see you Saturday!");
      await expect(message).toBeVisible();
      expect(await message.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
      await expectNoSidewaysScroll(page);
      await screenshotToLookAt(page, `dashboard-panels-ar-${viewport.width}`, { fullPage: true });
    });
  });
}
