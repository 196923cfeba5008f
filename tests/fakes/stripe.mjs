// A stand-in for Stripe's API, for the official `stripe` package pointed at it (STRIPE_API_URL): Connect accounts
// and their onboarding links, Checkout Sessions, refunds; a hosted onboarding page and a hosted checkout page whose
// buttons finish the flow, send the webhook Stripe would send, signed as Stripe signs it
// (stripe.webhooks.generateTestHeaderString), and return to the site. Nothing leaves the machine.
//   node tests/fakes/stripe.mjs PORT WEBHOOK_URL WEBHOOK_SECRET   (prints "listening on PORT")
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import Stripe from "stripe";

const signer = new Stripe("sk_test_fake_signer");

/** "a[b][0][c]=1" form bodies (how stripe-node encodes its requests) as nested objects. */
export function parseStripeForm(body) {
  const out = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[index + 1]) ? [] : {};
    });
  }
  return out;
}

const id = (prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

export function startFakeStripe({ port = 0, webhookUrl, webhookSecret }) {
  const accounts = new Map();
  const sessions = new Map();
  const charges = new Map(); // payment_intent -> charge
  const portals = new Map();
  const subscriptions = new Map(); // customer -> subscription
  const idempotent = new Map();
  /** Every event sent, with its body as sent, and the site's answer. */
  const events = [];
  const requests = [];
  const target = { url: webhookUrl, secret: webhookSecret };

  async function send(type, object, extra = {}) {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
      ...extra,
    };
    const payload = JSON.stringify(event);
    const record = { event, payload, status: 0 };
    events.push(record);
    if (!target.url) return record;
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: target.secret });
    const response = await fetch(target.url, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
      body: payload,
    });
    record.status = response.status;
    record.answer = await response.text();
    return record;
  }

  function accountObject(acct) {
    return {
      id: acct.id,
      object: "account",
      type: "express",
      email: acct.email ?? null,
      country: "US",
      business_type: "individual",
      charges_enabled: acct.enabled,
      payouts_enabled: acct.enabled,
      details_submitted: acct.submitted,
      metadata: acct.metadata ?? {},
      requirements: {
        currently_due: acct.enabled ? [] : ["individual.verification.document"],
        disabled_reason: acct.enabled ? null : acct.restricted ? "requirements.past_due" : null,
      },
    };
  }

  function page(res, title, body) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(title)}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<p>Fake Stripe (test mode)</p>${body}</body></html>`);
  }

  const apiError = (res, status, message, param) =>
    json(res, { error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } }, status);

  async function api(req, res, url, body) {
    if (!/^Bearer (sk|rk)_(test|live)_/.test(req.headers.authorization ?? "")) {
      return apiError(res, 401, "Invalid API Key provided");
    }
    const key = req.headers["idempotency-key"];
    if (key && idempotent.has(key)) return json(res, idempotent.get(key));
    const answer = (object) => {
      if (key) idempotent.set(key, object);
      json(res, object);
    };
    const path = url.pathname;
    if (req.method === "POST" && path === "/v1/accounts") {
      if (body.type !== "express") return apiError(res, 400, "Only Express accounts here", "type");
      const acct = { id: id("acct"), email: body.email, metadata: body.metadata, enabled: false, submitted: false };
      accounts.set(acct.id, acct);
      return answer(accountObject(acct));
    }
    let match = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (req.method === "GET" && match) {
      const acct = accounts.get(match[1]);
      return acct ? answer(accountObject(acct)) : apiError(res, 404, `No such account: '${match[1]}'`);
    }
    if (req.method === "POST" && path === "/v1/account_links") {
      const acct = accounts.get(body.account);
      if (!acct) return apiError(res, 400, `No such account: '${body.account}'`, "account");
      for (const field of ["return_url", "refresh_url"]) {
        if (!body[field]) return apiError(res, 400, `Missing required param: ${field}.`, field);
      }
      const link = new URL(`/connect/onboard/${acct.id}`, base());
      link.searchParams.set("return_url", body.return_url);
      link.searchParams.set("refresh_url", body.refresh_url);
      return answer({ object: "account_link", created: now(), expires_at: now() + 300, url: link.href });
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions" && body.mode === "subscription") {
      const price = body.line_items?.[0]?.price;
      if (!price) return apiError(res, 400, "Missing required param: line_items[0][price].", "line_items");
      const session = {
        id: id("cs_test"),
        object: "checkout.session",
        mode: "subscription",
        status: "open",
        payment_status: "unpaid",
        amount_total: 500,
        currency: "usd",
        price,
        customer: body.customer ?? null,
        customer_email: body.customer_email ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        subscription_metadata: body.subscription_data?.metadata ?? {},
        subscription: null,
        payment_intent: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        product: `Plan ${price}`,
        created: now(),
      };
      session.url = new URL(`/pay/${session.id}`, base()).href;
      sessions.set(session.id, session);
      return answer(session);
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!body.customer) return apiError(res, 400, "Missing required param: customer.", "customer");
      const portal = {
        id: id("bps"),
        object: "billing_portal.session",
        customer: body.customer,
        return_url: body.return_url,
      };
      portal.url = new URL(`/portal/${portal.id}`, base()).href;
      portals.set(portal.id, portal);
      return answer(portal);
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const item = body.line_items?.[0]?.price_data;
      const amount = Number(item?.unit_amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return apiError(res, 400, "The Checkout Session's total amount due must add up to at least $0.50 usd");
      }
      const destination = body.payment_intent_data?.transfer_data?.destination;
      if (destination && !accounts.get(destination)?.enabled) {
        return apiError(res, 400, "The destination account cannot take charges", "payment_intent_data");
      }
      const session = {
        id: id("cs_test"),
        object: "checkout.session",
        mode: body.mode,
        submit_type: body.submit_type ?? null,
        status: "open",
        payment_status: "unpaid",
        amount_total: amount * Number(body.line_items[0].quantity ?? 1),
        currency: item.currency,
        metadata: body.metadata ?? {},
        payment_intent: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        product: item.product_data?.name,
        payment_intent_data: body.payment_intent_data ?? {},
        created: now(),
      };
      session.url = new URL(`/pay/${session.id}`, base()).href;
      sessions.set(session.id, session);
      return answer(session);
    }
    match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === "GET" && match) {
      const session = sessions.get(match[1]);
      return session ? answer(session) : apiError(res, 404, `No such checkout.session: '${match[1]}'`);
    }
    if (req.method === "POST" && path === "/v1/refunds") {
      const charge = charges.get(body.payment_intent);
      if (!charge) return apiError(res, 400, `No such payment_intent: '${body.payment_intent}'`, "payment_intent");
      const amount = body.amount ? Number(body.amount) : charge.amount - charge.amount_refunded;
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      const refund = {
        id: id("re"),
        object: "refund",
        amount,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        status: "succeeded",
      };
      answer(refund);
      await send("charge.refunded", { ...charge });
      return;
    }
    return apiError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`);
  }

  async function subscribe(session) {
    session.customer ??= id("cus");
    const subscription = {
      id: id("sub"),
      object: "subscription",
      customer: session.customer,
      status: "active",
      metadata: session.subscription_metadata,
      items: { data: [{ price: { id: session.price } }] },
    };
    subscriptions.set(session.customer, subscription);
    session.subscription = subscription.id;
    session.status = "complete";
    session.payment_status = "paid";
    await send("checkout.session.completed", { ...session });
    await send("customer.subscription.created", { ...subscription });
  }

  async function pay(session, outcome) {
    if (session.mode === "subscription") return subscribe(session);
    const intent = id("pi");
    session.payment_intent = intent;
    session.status = "complete";
    session.payment_status = outcome === "async" ? "unpaid" : "paid";
    charges.set(intent, {
      id: id("ch"),
      object: "charge",
      amount: session.amount_total,
      amount_refunded: 0,
      refunded: false,
      currency: session.currency,
      payment_intent: intent,
    });
    await send("checkout.session.completed", { ...session });
  }

  let server;
  const base = () => `http://127.0.0.1:${server.address().port}`;
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = req.headers["content-type"]?.includes("json") ? JSON.parse(raw || "{}") : parseStripeForm(raw);
    requests.push({ method: req.method, path: url.pathname, body, headers: req.headers });
    try {
      if (url.pathname.startsWith("/v1/")) return await api(req, res, url, body);

      let match = /^\/connect\/onboard\/([^/]+)$/.exec(url.pathname);
      if (match) {
        const acct = accounts.get(match[1]);
        if (!acct) return page(res, "Unknown account", "<h1>Unknown account</h1>");
        if (req.method === "GET") {
          return page(
            res,
            "Set up payouts",
            `<h1>Set up payouts for Tipped</h1><p>${escape(acct.email ?? "")}</p>
<form method="post"><input type="hidden" name="return_url" value="${escape(url.searchParams.get("return_url"))}">
<button name="outcome" value="complete">Agree and submit</button>
<button name="outcome" value="restricted">Submit without documents</button></form>`,
          );
        }
        acct.submitted = true;
        acct.enabled = body.outcome === "complete";
        acct.restricted = body.outcome === "restricted";
        await send("account.updated", accountObject(acct), { account: acct.id });
        res.writeHead(303, { location: body.return_url });
        return res.end();
      }

      match = /^\/portal\/([^/]+)$/.exec(url.pathname);
      if (match) {
        const portal = portals.get(match[1]);
        if (!portal) return page(res, "Unknown session", "<h1>This billing session does not exist</h1>");
        const subscription = subscriptions.get(portal.customer);
        if (req.method === "GET") {
          return page(
            res,
            "Billing",
            `<h1>Your plan</h1><p data-plan>${escape(subscription?.status ?? "none")}</p>
<form method="post"><button name="action" value="cancel">Cancel plan</button></form>
<p><a href="${escape(portal.return_url)}">Return</a></p>`,
          );
        }
        if (subscription) {
          subscription.status = "canceled";
          await send("customer.subscription.deleted", { ...subscription });
        }
        res.writeHead(303, { location: portal.return_url });
        return res.end();
      }

      match = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (match) {
        const session = sessions.get(match[1]);
        if (!session) return page(res, "Unknown session", "<h1>This checkout does not exist</h1>");
        const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: session.currency }).format(
          session.amount_total / 100,
        );
        if (req.method === "GET") {
          return page(
            res,
            "Checkout",
            `<h1>${escape(session.product ?? "Payment")}</h1><p data-amount>${amount}</p>
<form method="post"><button name="outcome" value="paid">${session.mode === "subscription" ? "Subscribe" : "Donate"} ${amount}</button>
<button name="outcome" value="async">Pay by bank (later)</button></form>
<p><a href="${escape(session.cancel_url)}">Back</a></p>`,
          );
        }
        if (session.status !== "open") return page(res, "Already paid", "<h1>This checkout is complete</h1>");
        await pay(session, body.outcome);
        res.writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
        return res.end();
      }

      // Test controls: what was sent, and sending an event again as it was (a replay) or changed.
      if (url.pathname === "/__events")
        return json(
          res,
          events.map(({ event, status }) => ({ ...event, status })),
        );
      if (url.pathname === "/__requests")
        return json(
          res,
          requests.map(({ method, path, body }) => ({ method, path, body })),
        );
      match = /^\/__replay\/([^/]+)$/.exec(url.pathname);
      if (match && req.method === "POST") {
        const record = events.find(({ event }) => event.id === match[1]);
        if (!record) return json(res, { error: "no such event" }, 404);
        const signature = signer.webhooks.generateTestHeaderString({ payload: record.payload, secret: target.secret });
        const response = await fetch(target.url, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: record.payload,
        });
        return json(res, { status: response.status, answer: await response.text() });
      }
      if (url.pathname === "/__async" && req.method === "POST") {
        const session = sessions.get(body.session);
        if (!session) return json(res, { error: "no such session" }, 404);
        session.payment_status = body.outcome === "failed" ? "unpaid" : "paid";
        const type =
          body.outcome === "failed"
            ? "checkout.session.async_payment_failed"
            : "checkout.session.async_payment_succeeded";
        const record = await send(type, { ...session });
        return json(res, { status: record.status });
      }
      json(res, { error: "unknown fake path" }, 404);
    } catch (error) {
      json(res, { error: { type: "api_error", message: String(error) } }, 500);
    }
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      resolve({
        url: base(),
        env: { STRIPE_API_URL: base(), STRIPE_SECRET_KEY: "sk_test_tipped_fake", STRIPE_WEBHOOK_SECRET: webhookSecret },
        /** Where webhooks go: set once the site's address is known. */
        setWebhookUrl(url) {
          target.url = url;
        },
        send,
        events,
        requests,
        accounts,
        sessions,
        close: () =>
          new Promise((done) => {
            server.close(done);
            server.closeAllConnections();
          }),
      });
    });
  });
}

function json(res, body, status = 200) {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
  res.end(JSON.stringify(body));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
  const fake = await startFakeStripe({
    port: Number(process.argv[2] ?? 0),
    webhookUrl: process.argv[3],
    webhookSecret: process.argv[4] ?? "whsec_tipped_fake",
  });
  console.log(`listening on ${new URL(fake.url).port}`);
}
