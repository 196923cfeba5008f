/**
 * The visitor's language: Accept-Language, the switcher's cookie (GET /lang), <html lang dir>, the prerendered
 * landing page and the kept profile page in each language, and a switcher that only ever goes back to this site.
 */
import { afterAll, describe, expect, it } from "vitest";
import { completedPerformer, TestClient, uniqueEmail } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";
import { startMailCatcher } from "../support/mail-catcher";

const mail = await startMailCatcher();
afterAll(() => mail.stop());
const server = await startFreshServer({ env: { SMTP_URL: mail.url, MAIL_FROM: "Tipped <hello@tipped.test>" } });
const baseUrl = server.url;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, baseUrl), { headers: { "accept-encoding": "identity", ...headers }, redirect: "manual" });
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? "";

describe("the page's language", () => {
  it("is English with no preference, and follows Accept-Language (pt-BR) otherwise", async () => {
    expect(htmlTag(await (await get("/")).text())).toBe('<html lang="en" dir="ltr">');
    const portuguese = await get("/", { "accept-language": "pt-BR,pt;q=0.9,en;q=0.8" });
    const html = await portuguese.text();
    expect(htmlTag(html)).toBe('<html lang="pt-BR" dir="ltr">');
    expect(html).toContain("Seja pago. Finalmente.");
    // The sample profile's phone too: its badge and its tipping heading were English on every page.
    expect(html).toContain(">Exemplo</span>");
    expect(html).toContain("Dê uma gorjeta para Maya");
    expect(html).toContain("Toda canção fica melhor quando alguém está ouvindo.");
    expect(html).not.toContain("Tip Maya");
    expect(portuguese.headers.get("vary")).toContain("Accept-Language");
  });

  it("is Arabic right to left for ar-*, on the sign-in page too", async () => {
    const response = await get("/signup?mode=login", { "accept-language": "ar-EG" });
    const html = await response.text();
    expect(htmlTag(html)).toBe('<html lang="ar" dir="rtl">');
    expect(html).toContain("تسجيل الدخول");
    expect(response.headers.get("vary")).toContain("Accept-Language");
  });

  it("is the switcher's choice, remembered in a cookie for a year, over Accept-Language", async () => {
    const switched = await get("/lang?to=es&back=%2Fsignup%3Fmode%3Dlogin", { "accept-language": "de" });
    expect(switched.status).toBe(303);
    expect(switched.headers.get("location")).toBe("/signup?mode=login");
    const cookie = switched.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lang=es;/);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("SameSite=Lax");
    const page = await get("/signup?mode=login", { "accept-language": "de", cookie: "lang=es" });
    expect(htmlTag(await page.text())).toBe('<html lang="es" dir="ltr">');
  });

  it("goes back to a path on this site only", async () => {
    for (const back of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await get(`/lang?to=fr&back=${encodeURIComponent(back)}`);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/");
    }
    const unknown = await get("/lang?to=xx&back=%2Fsettings");
    expect(unknown.headers.get("location")).toBe("/settings");
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("shows the switcher with each language in its own words", async () => {
    const html = await (await get("/", { "accept-language": "fr" })).text();
    for (const name of ["English", "Español", "Français", "Deutsch", "Português (Brasil)", "Italiano", "العربية"])
      expect(html).toContain(`>${name}</a>`);
    expect(html).toMatch(/aria-current="true"[^>]*>Français</);
  });

  it("keeps a profile page per language, each with its own ETag", async () => {
    const { uid } = await completedPerformer(baseUrl, { description: "Mis propias palabras" });
    const english = await get(`/profile/${uid}`);
    const arabic = await get(`/profile/${uid}`, { "accept-language": "ar" });
    expect(english.headers.get("x-profile-cache")).toBe("stored");
    expect(arabic.headers.get("x-profile-cache")).toBe("stored");
    expect(english.headers.get("vary")).toContain("Accept-Language");
    const [englishHtml, arabicHtml] = [await english.text(), await arabic.text()];
    expect(htmlTag(englishHtml)).toContain('lang="en"');
    expect(htmlTag(arabicHtml)).toBe('<html lang="ar" dir="rtl">');
    // The performer's own words stay as written, in their own direction: a paragraph by its first letter, a name
    // isolated, so that a right-to-left page shows "words." and not ".words".
    expect(arabicHtml).toMatch(/<p dir="auto"[^>]*>Mis propias palabras<\/p>/);
    expect(arabicHtml).toMatch(/<h1 id="profile-name"[^>]*><bdi>[^<]+<\/bdi><\/h1>/);
    expect(arabic.headers.get("etag")).not.toBe(english.headers.get("etag"));
    const again = await get(`/profile/${uid}`, {
      "accept-language": "ar",
      "if-none-match": arabic.headers.get("etag")!,
    });
    expect(again.status).toBe(304);
    const englishWithArabicEtag = await get(`/profile/${uid}`, { "if-none-match": arabic.headers.get("etag")! });
    expect(englishWithArabicEtag.status).toBe(200);
  });

  it("says the profile's words and money in the visitor's language, and the performer's as written", async () => {
    const { uid } = await completedPerformer(baseUrl, {
      description: "Samba on the square, my own words.",
      currency: "BRL",
      payPalUrl: "paypal.me/saxmaya",
      "tipAmounts[0]": "5",
      "tipAmounts[1]": "10",
      showTipAmounts: "on",
    });
    const english = await get(`/profile/${uid}`);
    const portuguese = await get(`/profile/${uid}`, { "accept-language": "pt-BR,pt;q=0.9,en;q=0.5" });
    const german = await get(`/profile/${uid}`, { "accept-language": "de-DE" });
    for (const answer of [english, portuguese, german]) expect(answer.headers.get("vary")).toContain("Accept-Language");
    expect(new Set([english, portuguese, german].map((answer) => answer.headers.get("etag"))).size).toBe(3);
    const [englishHtml, portugueseHtml, germanHtml] = await Promise.all([
      english.text(),
      portuguese.text(),
      german.text(),
    ]);

    expect(englishHtml).toContain(">Tip Maya</h2>");
    expect(englishHtml).toContain('aria-label="Tip R$5 with PayPal"');
    expect(htmlTag(portugueseHtml)).toBe('<html lang="pt-BR" dir="ltr">');
    expect(portugueseHtml).toContain(">Dê uma gorjeta para Maya</h2>");
    expect(portugueseHtml).toContain('aria-label="Dar R$\u00a05 de gorjeta com PayPal"');
    expect(portugueseHtml).toContain("<title>Dê uma gorjeta para Sax Maya · Tipped</title>");
    expect(portugueseHtml).toContain("Denunciar este perfil");
    expect(portugueseHtml).not.toContain(">Tip Maya<");
    expect(germanHtml).toContain(">Maya Trinkgeld geben</h2>");
    // The script's words come with the page, in its language.
    expect(portugueseHtml).toContain('data-w-copied="Link copiado"');
    // The performer's own words stay as written in every language.
    for (const html of [englishHtml, portugueseHtml, germanHtml])
      expect(html).toContain("Samba on the square, my own words.");
  });

  it("refuses a save to another performer's page in the visitor's language", async () => {
    const [stranger, owner] = [await completedPerformer(baseUrl), await completedPerformer(baseUrl)];
    await stranger.client.get("/lang?to=es&back=%2F");
    const refused = await stranger.client.postForm(`/profile/${owner.uid}/edit`, { firstName: "Evil" });
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(htmlTag(html)).toBe('<html lang="es" dir="ltr">');
    // What the page shows (the English sentence travels on in the data the page hydrates with, and is said again).
    const shown = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
    expect(shown).toMatch(/<h1[^>]*>No permitido<\/h1>/);
    expect(shown).toContain("Solo puedes editar tu propio perfil.");
  });

  it("asks for the words that delete an account in the page's language, and takes them", async () => {
    const { client, password, uid } = await completedPerformer(baseUrl);
    await client.get("/lang?to=de&back=%2F");
    const settings = (await (await client.get("/settings")).text()).replace(/<!-- -->/g, "");
    expect(settings).toMatch(/Gib <strong[^>]*>mein Konto löschen<\/strong> ein, um zu bestätigen\./);
    const wrong = await client.postForm("/settings", { intent: "delete", password, phrase: "mein Konto" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Gib die Wörter „mein Konto löschen“ ein, um zu bestätigen");
    const deleted = await client.postForm("/settings", { intent: "delete", password, phrase: "Mein Konto löschen" });
    expect(deleted.status).toBe(302);
    expect((await get(`/profile/${uid}`)).status).toBe(404);
  });

  it("answers an unknown page in the visitor's language", async () => {
    const html = await (await get("/no/such/page/here", { "accept-language": "de-AT" })).text();
    expect(htmlTag(html)).toBe('<html lang="de" dir="ltr">');
  });
});

describe("mails in the recipient's language", () => {
  it("writes an account's mails in the language it signed up in, whoever asks for them", async () => {
    const performer = new TestClient(baseUrl);
    await performer.get("/lang?to=fr&back=%2Fsignup");
    const email = uniqueEmail("francais");
    const signedUp = await performer.postForm("/signup", {
      intent: "continue",
      email,
      password: "correct horse battery",
    });
    expect(signedUp.status).toBe(302);

    const someoneElse = new TestClient(baseUrl);
    await someoneElse.request("/forgot-password", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: baseUrl,
        "accept-language": "de",
      },
      body: new URLSearchParams({ email }).toString(),
    });
    const sent = await mail.mailTo(email);
    expect(sent.subject).toBe("Réinitialisez votre mot de passe Tipped");
    expect(sent.raw).toMatch(/lang=(3D)?"fr"/);
  });

  it("follows the language the owner chooses in settings, by a form post only", async () => {
    const { client, email } = await completedPerformer(baseUrl);
    const page = await (await client.get("/settings")).text();
    expect(page).toContain('<option value="en" lang="en" selected="">English</option>');
    expect((await client.postForm("/settings", { intent: "mail-language", locale: "xx" })).status).toBe(400);
    const saved = await client.postForm("/settings", { intent: "mail-language", locale: "it" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/settings?done=language#mail-language");
    expect(await (await client.get("/settings?done=language")).text()).toContain(
      "Your emails will come in this language.",
    );
    await new TestClient(baseUrl).request("/forgot-password", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
      body: new URLSearchParams({ email }).toString(),
    });
    expect((await mail.mailTo(email)).raw).toMatch(/lang=(3D)?"it"/);
    // A link from another site (GET) changes nothing: only the settings form does.
    await client.get("/lang?to=de&back=%2Fsettings");
    expect(await (await client.get("/settings")).text()).toContain(
      '<option value="it" lang="it" selected="">Italiano</option>',
    );
  });

  it("writes a fan's confirmation in the language of the page they signed up on", async () => {
    const { uid } = await completedPerformer(baseUrl);
    const email = uniqueEmail("fan");
    const visitor = new TestClient(baseUrl);
    const answer = await visitor.request(`/profile/${uid}/fans`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: baseUrl,
        "accept-language": "it-IT,it;q=0.9",
      },
      body: new URLSearchParams({ email, city: "Roma" }).toString(),
    });
    expect(answer.status).toBe(303);
    const sent = await mail.mailTo(email);
    expect(sent.subject).toMatch(/^Conferma: scopri quando .+ suona vicino a te$/);
  });
});
