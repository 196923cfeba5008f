import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { completedPerformer, TestClient, VALID_REQUIRED_INFO } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const server = await startFreshServer();
const baseUrl = server.url;
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

let counter = 0;
/** A handle of this test run (handles are unique across the whole database). */
const fresh = (name: string) => `${name}-${process.pid % 1000}-${(counter += 1)}`;

const LINKS = { cashAppTag: "$SaxMaya", payPalUrl: "paypal.me/saxmaya", venmoUrl: "@saxmaya", linkToggles: "on" };
const SHOWN = ["cashAppTag", "payPalUrl", "venmoUrl", "instagramUrl"];
const shown = (fields: string[]) => Object.fromEntries(fields.map((field, index) => [`shownLinks[${index}]`, field]));
const AMOUNTS = { "tipAmounts[0]": "2", "tipAmounts[1]": "5", "tipAmounts[2]": "10", "tipAmounts[3]": "20" };

const anonymous = () => new TestClient(baseUrl);
const page = async (path: string) => {
  const response = await anonymous().get(path, { headers: { "accept-encoding": "identity" } });
  return { response, html: await response.text() };
};

/** The edit form as a browser without JavaScript sends it: step 2 fields plus the optional ones. */
const edit = (client: TestClient, uid: string, fields: Record<string, string>) =>
  client.postForm(`/profile/${uid}/edit`, { ...VALID_REQUIRED_INFO, ...LINKS, ...shown(SHOWN), ...fields });

describe("short link rules on save", () => {
  it("stores the handle lower-case and refuses it to anyone else in any case", async () => {
    const handle = fresh("Jo-Plays");
    const first = await completedPerformer(baseUrl, { handle });
    const second = await completedPerformer(baseUrl);
    const taken = await edit(second.client, second.uid, { handle: handle.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("That short link is taken");
    const { response, html } = await page(`/@${handle.toLowerCase()}`);
    expect(response.status).toBe(200);
    expect(html).toContain(`data-uid="${first.uid}"`);
  });

  it("gives the field's message for a reserved or malformed handle", async () => {
    const { client, uid } = await completedPerformer(baseUrl);
    const reserved = await edit(client, uid, { handle: "Admin" });
    expect(reserved.status).toBe(400);
    expect(await reserved.text()).toContain("That short link is reserved");
    const malformed = await edit(client, uid, { handle: "-jo plays" });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("Short link: 3–30 letters, digits or hyphens");
  });

  it("two saves racing for one handle: one wins, the other is told it is taken", async () => {
    const handle = fresh("race");
    const [a, b] = await Promise.all([completedPerformer(baseUrl), completedPerformer(baseUrl)]);
    const results = await Promise.all([edit(a.client, a.uid, { handle }), edit(b.client, b.uid, { handle })]);
    expect(results.map((response) => response.status).sort()).toEqual([302, 409]);
    const loser = results.find((response) => response.status === 409)!;
    expect(await loser.text()).toContain("That short link is taken");
  });

  it("the wizard's Finish also refuses a taken handle", async () => {
    const handle = fresh("wizard");
    await completedPerformer(baseUrl, { handle });
    await expect(completedPerformer(baseUrl, { handle })).rejects.toThrow(
      /finish failed: 409[\s\S]*That short link is taken/,
    );
  });
});

describe("/@handle serves the profile", () => {
  it("answers 200 with a canonical link to the short link, from the same kept page as /profile/{uid}", async () => {
    const handle = fresh("kept");
    const { uid } = await completedPerformer(baseUrl, { handle, ...LINKS, ...shown(SHOWN) });
    const short = await page(`/@${handle}`);
    expect(short.response.status).toBe(200);
    expect(short.html).toContain(`<link rel="canonical" href="${baseUrl}/@${handle}"/>`);
    expect(short.html).toContain(`data-share-url="${baseUrl}/@${handle}"`);
    const again = await page(`/@${handle.toUpperCase()}`);
    expect(again.response.headers.get("x-profile-cache")).toBe("stored");
    const byId = await page(`/profile/${uid}`);
    expect(byId.html).toContain(`<link rel="canonical" href="${baseUrl}/@${handle}"/>`);
    expect(again.response.headers.get("etag")).toBe(byId.response.headers.get("etag"));
  });

  it("a profile without a handle keeps /profile/{uid} as its canonical address", async () => {
    const { uid } = await completedPerformer(baseUrl);
    const { html } = await page(`/profile/${uid}`);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/profile/${uid}"/>`);
  });

  it("404s for an unknown handle, and a rename holds the old one for its owner", async () => {
    const unknown = await page(`/@${fresh("nobody")}`);
    expect(unknown.response.status).toBe(404);
    expect(unknown.html).toContain("Profile not found");

    const before = fresh("before");
    const after = fresh("after");
    const { client, uid } = await completedPerformer(baseUrl, { handle: before });
    expect((await page(`/@${before}`)).response.status).toBe(200);
    expect((await page(`/@${after}`)).response.status).toBe(404);
    const renamed = await edit(client, uid, { handle: after });
    expect(renamed.status).toBe(302);
    expect(renamed.headers.get("location")).toBe(`/@${after}`);
    await expect.poll(async () => (await page(`/@${after}`)).response.status).toBe(200);
    // The old name stays held for its owner: it leads to the new one.
    await expect.poll(async () => (await page(`/@${before}`)).response.status).toBe(302);
  });

  it("the owner's QR code carries the permanent address, not the short link", async () => {
    const handle = fresh("qr");
    const { client, uid } = await completedPerformer(baseUrl, { handle });
    const svg = await (await client.get("/api/profiles/me/qr.svg")).text();
    const options = { type: "svg", margin: 2, errorCorrectionLevel: "M" } as const;
    expect(svg).toBe(await QRCode.toString(`${baseUrl}/profile/${uid}`, options));
  });

  it("sub-paths go where /profile/{uid}/... goes (the owner's edit page here)", async () => {
    const handle = fresh("sub");
    const { client } = await completedPerformer(baseUrl, { handle });
    const response = await client.get(`/@${handle}/edit`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Edit profile");
    expect((await page(`/@${fresh("nobody")}/edit`)).response.status).not.toBe(200);
  });
});

describe("preset amounts and hidden links in the server's HTML", () => {
  it("offers each amount as a plain link in each app's format", async () => {
    const { uid } = await completedPerformer(baseUrl, { ...LINKS, ...shown(SHOWN), ...AMOUNTS, showTipAmounts: "on" });
    const { html } = await page(`/profile/${uid}`);
    for (const amount of [2, 5, 10, 20]) {
      expect(html).toContain(`href="https://cash.app/$SaxMaya/${amount}"`);
      expect(html).toContain(`href="https://paypal.me/saxmaya/${amount}USD"`);
      expect(html).toContain(
        `href="https://venmo.com/saxmaya?txn=pay&amp;amount=${amount}&amp;note=Tip%20via%20Tipped"`,
      );
    }
    expect(html).toContain('data-amount="5"');
    expect(html).toContain('aria-label="Tip $5 with Venmo"');
  });

  it("shows no amounts when the owner switched them off", async () => {
    const { uid } = await completedPerformer(baseUrl, { ...LINKS, ...shown(SHOWN), ...AMOUNTS });
    const { html } = await page(`/profile/${uid}`);
    expect(html).toContain('href="https://cash.app/$SaxMaya"');
    expect(html).not.toContain("data-amount=");
  });

  it("refuses a bad amount with the field's message", async () => {
    const { client, uid } = await completedPerformer(baseUrl);
    const response = await edit(client, uid, { "tipAmounts[0]": "1000" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Amounts: whole dollars from 1 to 999");
  });

  it("a link switched off is absent from the page but kept in the owner's form", async () => {
    const { client, uid } = await completedPerformer(baseUrl, {
      ...LINKS,
      instagramUrl: "@saxmaya",
      ...shown(["cashAppTag", "payPalUrl"]),
      ...AMOUNTS,
      showTipAmounts: "on",
    });
    const { html } = await page(`/profile/${uid}`);
    expect(html).toContain('href="https://paypal.me/saxmaya"');
    expect(html).not.toContain("venmo.com");
    expect(html).not.toContain("instagram.com");
    const form = await (await client.get(`/profile/${uid}/edit`)).text();
    expect(form).toContain("https://venmo.com/u/saxmaya");
    expect(form).toContain("https://www.instagram.com/saxmaya");
    const toggle = (field: string) => form.match(new RegExp(`<input[^>]*value="${field}"[^>]*>`))?.[0] ?? "";
    expect(toggle("payPalUrl")).toContain('name="shownLinks"');
    expect(toggle("payPalUrl")).toContain("checked");
    expect(toggle("venmoUrl")).not.toContain("checked");
  });
});

describe("a click on an amount", () => {
  const hit = (body: Record<string, unknown>) =>
    anonymous().request("/api/analytics/hit", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": PHONE },
      body: JSON.stringify(body),
    });
  const click = (uid: string, amount: unknown) => ({
    type: "link_click",
    profileId: uid,
    visitorId: `visitor_${Date.now()}_amount${(counter += 1)}`,
    linkType: "cashapp",
    linkUrl: "https://cash.app/$SaxMaya/5",
    amount,
  });

  it("is recorded with its amount and counted on the dashboard's Amounts chosen", async () => {
    const owner = await completedPerformer(baseUrl, { ...LINKS, ...shown(SHOWN), ...AMOUNTS, showTipAmounts: "on" });
    expect((await hit(click(owner.uid, 5))).status).toBe(201);
    expect((await hit(click(owner.uid, 5))).status).toBe(201);
    expect((await hit(click(owner.uid, 20))).status).toBe(201);
    const dashboard = await (await owner.client.get("/dashboard")).text();
    expect(dashboard).toContain("Amounts chosen");
    expect(dashboard).toMatch(/data-amount="5".*?2 clicks/);
    expect(dashboard).toMatch(/data-amount="20".*?1 click</);
  });

  it.each([0, 1000, 2.5, "5"])("refuses the amount %j with a clear message", async (amount) => {
    const { uid } = await completedPerformer(baseUrl);
    const response = await hit(click(uid, amount));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Amounts: whole dollars from 1 to 999" });
  });
});
