/**
 * Card tips' HTTP: Stripe's webhook and the owner's live tip stream under /api, and the owner's way through
 * Stripe's onboarding (/payments/*: plain form posts and Stripe's return trips, answered with redirects).
 */
import { Hono, type Context } from "hono";
import { getSessionUser } from "../accounts/session";
import { jsonError } from "../platform/http/errors";
import type { AppEnv } from "../platform/http/types";
import { errorForLog } from "../platform/log-safe";
import type { Runtime } from "../runtime";
import { changeStream } from "../profiles/http/live";
import { disconnectAccount, onboardingUrl, refreshAccount } from "./connect";
import { tipsCsv } from "./owner";
import { billingPortalUrl, planCheckoutUrl, plansArePaid } from "./plans";
import { receiveStripeEvent } from "./webhook";

type StripeRuntime = Runtime & { settings: { stripe: NonNullable<Runtime["settings"]["stripe"]> } };

const withStripe = (runtime: Runtime): runtime is StripeRuntime => runtime.settings.stripe !== undefined;

export const tipsApi = new Hono<AppEnv>()
  .post("/stripe/webhook", async (c) => {
    const runtime = c.get("runtime");
    if (!withStripe(runtime)) return jsonError(c, 404, "Card tips are not set up on this site");
    const answer = await receiveStripeEvent(runtime, await c.req.text(), c.req.header("stripe-signature"));
    return answer.status === 200 ? c.json({ received: true, note: answer.message }) : jsonError(c, 400, answer.message);
  })
  .get("/tips/live", async (c) => {
    const owner = await getSessionUser(c.get("runtime"), c.req.raw);
    if (!owner) return jsonError(c, 401, "Sign in first");
    return changeStream(c, owner.id, "tip", (listener) =>
      c.get("runtime").profiles.changes.subscribeTips(owner.id, listener),
    );
  })
  .get("/tips/export.csv", async (c) => {
    const owner = await getSessionUser(c.get("runtime"), c.req.raw);
    if (!owner) return jsonError(c, 401, "Sign in first");
    const day = new Date().toISOString().slice(0, 10);
    return c.body(await tipsCsv(c.get("runtime").db, owner.id), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="tipped-tips-${day}.csv"`,
    });
  });

/** Where the owner lands after each step, with what to tell them (the dashboard's payments panel reads it). */
const dashboard = (outcome: string) => `/dashboard?payments=${outcome}#payments`;

export const paymentsSite = new Hono<AppEnv>()
  .post("/connect", (c) => onboarding(c))
  .get("/refresh", (c) => onboarding(c)) // Stripe's link expired or was used: a fresh one
  .get("/return", async (c) => {
    const runtime = c.get("runtime");
    const owner = await getSessionUser(runtime, c.req.raw);
    if (!owner) return c.redirect("/login", 303);
    if (!withStripe(runtime)) return c.redirect(dashboard("off"), 303);
    try {
      const account = await refreshAccount(runtime, owner.id);
      return c.redirect(dashboard(account?.status === "enabled" ? "enabled" : "returned"), 303);
    } catch (error) {
      console.error("Stripe account status could not be read", errorForLog(error));
      return c.redirect(dashboard("returned"), 303);
    }
  })
  // After Finish (the plan chosen in the wizard) and from the dashboard: Checkout for the plan.
  .on(["GET", "POST"], "/plan", async (c) => {
    const runtime = c.get("runtime");
    const owner = await getSessionUser(runtime, c.req.raw);
    if (!owner) return c.redirect("/login", 303);
    if (!plansArePaid(runtime)) return c.redirect("/dashboard", 303);
    try {
      return c.redirect((await planCheckoutUrl(runtime, owner)) ?? "/dashboard", 303);
    } catch (error) {
      console.error("The plan's checkout could not start", errorForLog(error));
      return c.redirect("/dashboard?plan=unavailable#plan", 303);
    }
  })
  .post("/portal", async (c) => {
    const runtime = c.get("runtime");
    const owner = await getSessionUser(runtime, c.req.raw);
    if (!owner) return c.redirect("/login", 303);
    if (!plansArePaid(runtime)) return c.redirect("/settings", 303);
    try {
      return c.redirect((await billingPortalUrl(runtime, owner.id)) ?? "/dashboard#plan", 303);
    } catch (error) {
      console.error("Stripe's billing portal could not open", errorForLog(error));
      return c.redirect("/dashboard?plan=unavailable#plan", 303);
    }
  })
  .post("/disconnect", async (c) => {
    const runtime = c.get("runtime");
    const owner = await getSessionUser(runtime, c.req.raw);
    if (!owner) return c.redirect("/login", 303);
    await disconnectAccount(runtime, owner.id);
    return c.redirect(dashboard("disconnected"), 303);
  });

async function onboarding(c: Context<AppEnv>) {
  const runtime = c.get("runtime");
  const owner = await getSessionUser(runtime, c.req.raw);
  if (!owner) return c.redirect("/login", 303);
  if (!withStripe(runtime)) return c.redirect(dashboard("off"), 303);
  try {
    return c.redirect(await onboardingUrl(runtime, owner), 303);
  } catch (error) {
    console.error("Stripe onboarding could not start", errorForLog(error));
    return c.redirect(dashboard("unavailable"), 303);
  }
}
