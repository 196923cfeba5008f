/**
 * Card and wallet tips through Stripe, with the official `stripe` package talking to a local fake of Stripe's API
 * (tests/fakes/stripe.mjs) that signs its webhooks as Stripe does: onboarding, a visitor's tip, webhooks (replayed,
 * forged, unknown), refunds, the owner's figures and live stream, and every refusal a visitor can meet.
 */
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { setUserActive } from "~/.server/admin/users";
import { sealPlainTaxIds, setTaxIdKey } from "~/.server/profiles/tax-id";
import { pitches } from "~/.server/pitches/schema";
import { findTipTarget } from "~/.server/tips/checkout";
import { paymentAccounts, stripeEvents, tips } from "~/.server/tips/schema";
import { startFakeStripe } from "../fakes/stripe.mjs";
import { enabledPerformer, submitOnFake } from "../support/fake-checkout";
import { completedPerformer, TestClient, VALID_REQUIRED_INFO } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const WEBHOOK_SECRET = "whsec_integration_secret";
const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
const METRICS_TOKEN = "card-tips-metrics-token-0123456789";
const server = await startFreshServer({
  env: { ...fake.env, TIP_FEE_PERCENT: "5", TIP_RATE_LIMIT_MAX: "8", METRICS_TOKEN },
});
fake.setWebhookUrl(`${server.url}/api/stripe/webhook`);
afterAll(() => fake.close());
const baseUrl = server.url;
const stripe = new Stripe("sk_test_tipped_fake", { host: "127.0.0.1", port: new URL(fake.url).port, protocol: "http" });
const db = () => server.runtime!.db;

const visitor = () => new TestClient(baseUrl);

/** The card-tip counters of GET /metrics, as an operator's Prometheus reads them. */
async function countedTips() {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  const text = await response.text();
  const value = (line: string) =>
    Number(new RegExp(`^${line.replace(/[{}]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1] ?? 0);
  return {
    checkout: value('tipped_tips_total{event="checkout"}'),
    succeeded: value('tipped_tips_total{event="succeeded"}'),
    applied: value('tipped_stripe_webhooks_total{result="applied"}'),
    duplicate: value('tipped_stripe_webhooks_total{result="duplicate"}'),
    refused: value('tipped_stripe_webhooks_total{result="refused"}'),
  };
}

describe("onboarding with Stripe Connect", () => {
  it("takes a performer from not started to enabled, shows each state to the owner, and can disconnect", async () => {
    const performer = await completedPerformer(baseUrl);
    const before = await (await performer.client.get("/dashboard")).text();
    expect(before).toContain("Accept card and wallet tips");
    expect(before).toContain('data-payments-status="none"');

    const start = await performer.client.postForm("/payments/connect", {});
    expect(start.status).toBe(303);
    const onboarding = new URL(start.headers.get("location")!);
    expect(onboarding.origin).toBe(fake.url);
    const created = fake.requests.find((request) => request.path === "/v1/accounts")!;
    expect(created.body).toMatchObject({
      type: "express",
      capabilities: { card_payments: { requested: "true" }, transfers: { requested: "true" } },
    });
    // Tipped keeps the account's id and status, nothing else
    const [stored] = await db().select().from(paymentAccounts).where(eq(paymentAccounts.ownerUid, performer.uid));
    expect(stored).toMatchObject({ status: "pending", stripeAccountId: expect.stringMatching(/^acct_/) });
    expect(await (await performer.client.get("/dashboard")).text()).toContain("Continue setup at Stripe");

    // Stripe's link expired: the refresh address makes a new one
    const refresh = await performer.client.get("/payments/refresh");
    expect(refresh.status).toBe(303);
    expect(refresh.headers.get("location")).toContain(`/connect/onboard/${stored!.stripeAccountId}`);

    // Submitted without documents: restricted, with Stripe's reason in words
    await submitOnFake(onboarding.href, "restricted");
    const restricted = await (await performer.client.get("/dashboard")).text();
    expect(restricted).toContain("Card tips are paused: Stripe needs more information from you.");
    expect(await (await visitor().get(`/profile/${performer.uid}`)).text()).not.toContain("data-card-tips");

    await submitOnFake(onboarding.href, "complete");
    expect(await (await performer.client.get("/dashboard?payments=enabled")).text()).toContain(
      "You&#x27;re set up: visitors can now tip you by card, Apple Pay and Google Pay.",
    );
    // The kept public page was dropped when the account changed: the form is there at once
    const page = await (await visitor().get(`/profile/${performer.uid}`)).text();
    expect(page).toContain("data-card-tips");
    expect(page).toContain('aria-label="Tip $5 by card or wallet"');

    const off = await performer.client.postForm("/payments/disconnect", {});
    expect(off.headers.get("location")).toBe("/dashboard?payments=disconnected#payments");
    expect(await db().select().from(paymentAccounts).where(eq(paymentAccounts.ownerUid, performer.uid))).toEqual([]);
    expect(await (await visitor().get(`/profile/${performer.uid}`)).text()).not.toContain("data-card-tips");
  });

  it("needs a signed-in owner", async () => {
    const anonymous = await visitor().postForm("/payments/connect", {});
    expect([anonymous.status, anonymous.headers.get("location")]).toEqual([303, "/login"]);
  });
});

describe("a visitor's tip", () => {
  it("goes from the $5 button through Checkout to a thank-you, paid into the performer's account less the fee", async () => {
    const performer = await enabledPerformer(baseUrl);
    const owner = performer.client;
    const live = await openLive(owner);
    const tipper = visitor();
    const post = await tipper.postForm(`/profile/${performer.uid}?ref=seattle`, {
      amount: "5",
      name: "Ana",
      message: "Loved the sax!",
    });
    expect(post.status).toBe(303);
    const checkout = post.headers.get("location")!;
    expect(checkout).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));
    const request = fake.requests.findLast((entry) => entry.path === "/v1/checkout/sessions")!;
    const [account] = await db().select().from(paymentAccounts).where(eq(paymentAccounts.ownerUid, performer.uid));
    expect(request.body).toMatchObject({
      mode: "payment",
      submit_type: "donate",
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "500" } }],
      payment_intent_data: {
        application_fee_amount: "25",
        on_behalf_of: account!.stripeAccountId,
        transfer_data: { destination: account!.stripeAccountId },
      },
    });
    expect(request.headers["idempotency-key"]).toMatch(/^tipped-tip-/);

    const success = await submitOnFake(checkout, "paid");
    expect(success).toMatch(new RegExp(`^${baseUrl}/profile/${performer.uid}\\?tip=thanks&t=[0-9a-f-]{36}#tip$`));
    const thanks = await (await tipper.get(success.replace(baseUrl, ""))).text();
    expect(thanks).toContain("Thank you! Your $5.00 tip to Maya is on its way.");

    const [tip] = await db().select().from(tips).where(eq(tips.profileUid, performer.uid));
    expect(tip).toMatchObject({
      status: "succeeded",
      amount: 500,
      fee: 25,
      net: 475,
      currency: "usd",
      source: "seattle",
      name: "Ana",
      message: "Loved the sax!",
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    expect(await live.next("tip")).toContain(performer.uid);
    live.close();

    const dashboard = await (await owner.get("/dashboard")).text();
    expect(dashboard).toMatch(/data-tips="month".*?\$5\.00/s);
    expect(dashboard).toContain("Loved the sax!");
    expect(dashboard).toContain("From Ana");
    const csv = await (await owner.get("/api/tips/export.csv")).text();
    expect(csv.split("\r\n")[1]).toMatch(/,succeeded,5\.00,0\.25,4\.75,0\.00,USD,seattle,Ana,Loved the sax!$/);

    // The owner hides the message: gone from the dashboard, kept in their own download
    const hide = await owner.postForm("/dashboard", { intent: "hide-message", tip: tip!.id });
    expect(hide.status).toBe(200);
    const hidden = await (await owner.get("/dashboard")).text();
    expect(hidden).not.toContain("Loved the sax!");
    expect(hidden).toContain("Message hidden");
    // Nobody else can hide it
    const stranger = (await completedPerformer(baseUrl)).client;
    expect((await stranger.postForm("/dashboard", { intent: "show-message", tip: tip!.id })).status).toBe(404);

    // A refund at Stripe reaches the tip and the figures
    await stripe.refunds.create({ payment_intent: tip!.paymentIntentId! });
    // Stripe sends the webhook after answering the refund
    await expect
      .poll(async () => {
        const [refunded] = await db().select().from(tips).where(eq(tips.id, tip!.id));
        return [refunded!.status, refunded!.refunded];
      })
      .toEqual(["refunded", 500]);
    expect(await (await owner.get("/dashboard")).text()).toMatch(/data-tips="all".*?\$0\.00/s);
  });

  it("a busy month's tips are shortened under its bar on the dashboard, and read out exactly", async () => {
    const performer = await enabledPerformer(baseUrl);
    const [account] = await db().select().from(paymentAccounts).where(eq(paymentAccounts.ownerUid, performer.uid));
    await db()
      .insert(tips)
      .values({
        profileUid: performer.uid,
        stripeAccountId: account!.stripeAccountId,
        checkoutSessionId: `cs_test_busy_${performer.uid}`,
        amount: 123_450,
        currency: "usd",
        net: 123_450,
        status: "succeeded",
        paidAt: new Date(),
      });
    const dashboard = await (await performer.client.get("/dashboard")).text();
    // "$1,234.50" under each of six bars did not fit a phone.
    expect(dashboard).toContain('<span class="sr-only">$1,234.50</span><span aria-hidden="true">$1.23K</span>');
  });

  it("comes back from a cancelled checkout with the amount, name and message still there, and nothing paid", async () => {
    const performer = await enabledPerformer(baseUrl);
    const tipper = visitor();
    const post = await tipper.postForm(`/profile/${performer.uid}`, {
      amount: "other",
      custom: "7.50",
      name: "Bo",
      message: "See you Friday",
    });
    const session = fake.sessions.get(/\/pay\/(cs_test_\w+)/.exec(post.headers.get("location")!)![1]!)!;
    const back = await (await tipper.get(session.cancel_url.replace(baseUrl, ""))).text();
    expect(back).toContain("No tip was taken. Your amount and message are still here.");
    expect(back).toContain('value="7.5"');
    expect(back).toContain('value="Bo"');
    expect(back).toContain("See you Friday</textarea>");
    const [tip] = await db().select().from(tips).where(eq(tips.profileUid, performer.uid));
    expect(tip!.status).toBe("open");
  });

  it("refuses a bad amount, a performer without card tips, a deactivated page and a flood, each with a clear message", async () => {
    const performer = await enabledPerformer(baseUrl);
    const tipper = visitor();
    const small = await tipper.postForm(`/profile/${performer.uid}`, { amount: "other", custom: "0.50", name: "Cy" });
    expect(small.status).toBe(400);
    const page = await small.text();
    expect(page).toContain("Tips can be from $1 to $500.");
    expect(page).toContain('value="Cy"');
    const words = await tipper.postForm(`/profile/${performer.uid}`, { amount: "other", custom: "lots" });
    expect(await words.text()).toContain("Type the amount as a number, like 5 or 7.50.");
    const long = await tipper.postForm(`/profile/${performer.uid}`, { amount: "5", message: "x".repeat(281) });
    expect(await long.text()).toContain("Your message can be at most 280 characters.");

    const notEnabled = await completedPerformer(baseUrl);
    const refused = await visitor().postForm(`/profile/${notEnabled.uid}`, { amount: "5" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This performer does not take card tips right now.");

    const flooder = visitor();
    const answers: number[] = [];
    for (let i = 0; i < 9; i++) {
      answers.push((await flooder.postForm(`/profile/${performer.uid}`, { amount: "5" })).status);
    }
    expect(answers.slice(0, 8).every((status) => status === 303)).toBe(true);
    expect(answers[8]).toBe(429);
    const flooded = await flooder.postForm(`/profile/${performer.uid}`, { amount: "5" });
    expect(await flooded.text()).toContain("Too many tips started from here. Please wait a few minutes and try again.");

    await setUserActive(db(), performer.uid, false);
    await server.runtime!.profiles.changes.publish(performer.uid);
    expect((await visitor().postForm(`/profile/${performer.uid}`, { amount: "5" })).status).toBe(404);
    expect(await db().select().from(tips).where(eq(tips.status, "succeeded"))).not.toContainEqual(
      expect.objectContaining({ profileUid: performer.uid }),
    );
  });
});

it("reads the tip form's target: account, open session, pitch by its code, email confirmation", async () => {
  const performer = await enabledPerformer(baseUrl);
  const { database } = server.runtime!;
  expect((await performer.client.postForm("/dashboard", { intent: "pitch-add", name: "Pier 39" })).status).toBe(200);
  const [pitch] = await db()
    .select({ id: pitches.id, code: pitches.code })
    .from(pitches)
    .where(eq(pitches.profileId, performer.uid));
  expect(pitch).toBeDefined();
  const before = await findTipTarget(database.db, performer.uid, pitch!.code);
  expect(before?.attribution).toEqual({ pitchId: pitch!.id, sessionId: null, pitchName: "Pier 39" });
  const started = await performer.client.postForm("/dashboard", { intent: "session-start", pitch: pitch!.id });
  expect(started.status).toBe(200);
  const withPitch = await findTipTarget(database.db, performer.uid, pitch!.code);
  expect(withPitch?.attribution).toEqual({ pitchId: pitch!.id, sessionId: expect.any(String), pitchName: "Pier 39" });
  expect(withPitch?.account).toEqual({ stripeAccountId: expect.stringMatching(/^acct_/), status: "enabled" });
  expect(withPitch?.names.firstName).toBeTruthy();
  expect((await findTipTarget(database.db, performer.uid, "no-such-code"))?.attribution.pitchId).toBeNull();
  expect((await findTipTarget(database.db, performer.uid, null))?.attribution).toEqual({
    pitchId: null,
    sessionId: withPitch?.attribution.sessionId,
    pitchName: null,
  });
  expect(await findTipTarget(database.db, "nobody-here", null)).toBeNull();
  expect(typeof withPitch?.emailVerified).toBe("boolean");
  await db().execute(sql`update "user" set email_verified = not email_verified where id = ${performer.uid}`);
  const flipped = await findTipTarget(database.db, performer.uid, null);
  expect(flipped?.emailVerified).toBe(!withPitch?.emailVerified);
});

describe("POST /api/stripe/webhook", () => {
  const post = (body: string, signature?: string) =>
    fetch(`${baseUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
      body,
    });
  const event = (type: string, object: object) =>
    JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: "event", type, data: { object } });
  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret });
  const eventCount = async () => (await db().select().from(stripeEvents)).length;

  it("refuses a missing, forged or stale signature with 400 and stores nothing", async () => {
    const before = await eventCount();
    const body = event("checkout.session.completed", { id: "cs_test_forged", payment_status: "paid" });
    const missing = await post(body);
    expect([missing.status, ((await missing.json()) as { error: string }).error]).toEqual([
      400,
      "Missing Stripe-Signature header",
    ]);
    const forged = await post(body, sign(body, "whsec_someone_else"));
    expect([forged.status, ((await forged.json()) as { error: string }).error]).toEqual([
      400,
      "Invalid Stripe signature",
    ]);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await post(body, stale)).status).toBe(400);
    // The body changed after signing
    expect((await post(body.replace("paid", "unpaid"), sign(body))).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it("applies an event once: a replay stores nothing twice; /metrics counts the checkout, the outcome and the replay", async () => {
    const counted = await countedTips();
    const performer = await enabledPerformer(baseUrl);
    const post = await visitor().postForm(`/profile/${performer.uid}`, { amount: "10" });
    await submitOnFake(post.headers.get("location")!, "paid");
    const completed = fake.events.findLast(({ event }) => event.type === "checkout.session.completed")!;
    const before = await eventCount();
    const replay = await fetch(`${fake.url}/__replay/${completed.event.id}`, { method: "POST" });
    expect(((await replay.json()) as { status: number }).status).toBe(200);
    expect(await eventCount()).toBe(before);
    const rows = await db().select().from(tips).where(eq(tips.profileUid, performer.uid));
    expect(rows.map((row) => [row.status, row.amount])).toEqual([["succeeded", 1000]]);
    const forged = await fetch(`${baseUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": sign("{}", "whsec_someone_else") },
      body: "{}",
    });
    expect(forged.status).toBe(400);
    const now = await countedTips();
    expect({
      checkout: now.checkout - counted.checkout,
      succeeded: now.succeeded - counted.succeeded,
      duplicate: now.duplicate - counted.duplicate,
      refused: now.refused - counted.refused,
    }).toEqual({ checkout: 1, succeeded: 1, duplicate: 1, refused: 1 });
    expect(now.applied).toBeGreaterThan(counted.applied);
  });

  it("acknowledges and ignores events about sessions and accounts it does not know", async () => {
    for (const body of [
      event("checkout.session.completed", { id: "cs_test_unknown", payment_status: "paid", amount_total: 500 }),
      event("account.updated", { id: "acct_unknown", charges_enabled: true }),
      event("charge.refunded", { id: "ch_x", payment_intent: "pi_unknown", amount: 100, amount_refunded: 100 }),
      event("customer.created", { id: "cus_x" }),
    ]) {
      const answer = await post(body, sign(body));
      expect(answer.status).toBe(200);
    }
    expect(await db().select().from(tips).where(eq(tips.checkoutSessionId, "cs_test_unknown"))).toEqual([]);
  });

  it("follows a bank payment that settles later, and one that fails", async () => {
    const performer = await enabledPerformer(baseUrl);
    for (const outcome of ["succeeded", "failed"]) {
      const post = await visitor().postForm(`/profile/${performer.uid}`, { amount: "20" });
      const location = post.headers.get("location")!;
      const sessionId = /\/pay\/(cs_test_\w+)/.exec(location)![1]!;
      await submitOnFake(location, "async");
      const [pending] = await db().select().from(tips).where(eq(tips.checkoutSessionId, sessionId));
      expect(pending!.status).toBe("pending");
      await fetch(`${fake.url}/__async`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ session: sessionId, outcome }),
      });
      const [settled] = await db().select().from(tips).where(eq(tips.checkoutSessionId, sessionId));
      expect(settled!.status).toBe(outcome);
    }
  });
});

it("tells the visitor plainly when Stripe cannot be reached, and keeps what they typed", async () => {
  const performer = await enabledPerformer(baseUrl);
  await fake.close();
  const answer = await visitor().postForm(`/profile/${performer.uid}`, { amount: "5", name: "Di" });
  expect(answer.status).toBe(503);
  const page = await answer.text();
  expect(page).toContain("Card payments are not available right now. Please try again in a moment.");
  expect(page).toContain('value="Di"');
});

/** The owner's live tip stream, read as a browser's EventSource would. */
async function openLive(client: TestClient) {
  const controller = new AbortController();
  const response = await client.get("/api/tips/live", { signal: controller.signal });
  expect(response.headers.get("content-type")).toBe("text/event-stream");
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  return {
    async next(name: string): Promise<string> {
      for (;;) {
        const match = new RegExp(`event: ${name}\\ndata: (.*)\\n`).exec(buffered);
        if (match) return match[1]!;
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffered += decoder.decode(value);
      }
    },
    close: () => controller.abort(),
  };
}

describe("the Tax ID", () => {
  it("is stored encrypted (AES-256-GCM), read back in clear by its owner only, and sealed when found in clear", async () => {
    const performer = await completedPerformer(baseUrl);
    const taxID = "12-3456789";
    const edit = await performer.client.postForm(`/profile/${performer.uid}/edit`, {
      ...VALID_REQUIRED_INFO,
      acceptsApplePay: "on",
      taxID,
    });
    expect(edit.status).toBe(302);
    const raw = async () => {
      const { rows } = (await db().execute(
        sql`select tax_id from recipients where owner_uid = ${performer.uid}`,
      )) as unknown as { rows: { tax_id: string }[] };
      return rows[0]!.tax_id;
    };
    const stored = await raw();
    expect(stored).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain("3456789");
    // Each write has its own nonce: the same value is stored differently
    await performer.client.postForm(`/profile/${performer.uid}/edit`, {
      ...VALID_REQUIRED_INFO,
      acceptsApplePay: "on",
      taxID,
    });
    expect(await raw()).not.toBe(stored);
    // The owner sees it on the edit page and in their own download; the public page and the analytics CSV never do
    expect(await (await performer.client.get(`/profile/${performer.uid}/edit`)).text()).toContain(taxID);
    expect(JSON.stringify(await (await performer.client.get("/settings/data.json")).json())).toContain(taxID);
    expect(await (await visitor().get(`/profile/${performer.uid}`)).text()).not.toContain(taxID);
    expect(await (await performer.client.get("/api/analytics/export.csv")).text()).not.toContain(taxID);

    // A value an earlier version stored in clear is sealed by the pass each start makes
    await db().execute(sql`update recipients set tax_id = '98-7654321' where owner_uid = ${performer.uid}`);
    setTaxIdKey(server.runtime!.settings); // this file's copy of the module, keyed as the server's is
    expect(await sealPlainTaxIds(db())).toBe(1);
    expect(await raw()).toMatch(/^v1:/);
    expect(await (await performer.client.get(`/profile/${performer.uid}/edit`)).text()).toContain("98-7654321");
    expect(await sealPlainTaxIds(db())).toBe(0);
  });
});
