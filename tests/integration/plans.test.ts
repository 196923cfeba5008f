/**
 * Plans paid through Stripe (STRIPE_PRICE_MONTHLY / _YEARLY): Finish leads to Checkout in subscription mode for the
 * plan chosen in the wizard; `customer.subscription.*` webhooks keep its state, which the dashboard and the admin's
 * user table show; Stripe's customer portal is reached from account settings. Against tests/fakes/stripe.mjs.
 */
import { afterAll, expect, it } from "vitest";
import { listUsers } from "~/.server/admin/users";
import { startFakeStripe } from "../fakes/stripe.mjs";
import { signedUpClient, VALID_REQUIRED_INFO } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const fake = await startFakeStripe({ webhookSecret: "whsec_plans" });
const server = await startFreshServer({
  env: { ...fake.env, STRIPE_PRICE_MONTHLY: "price_monthly_fake", STRIPE_PRICE_YEARLY: "price_yearly_fake" },
});
fake.setWebhookUrl(`${server.url}/api/stripe/webhook`);
afterAll(() => fake.close());

async function submitOnFake(location: string, fields: Record<string, string>): Promise<string> {
  expect((await fetch(location)).status).toBe(200);
  const answer = await fetch(location, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return answer.headers.get("location")!;
}

it("pays the plan chosen in the wizard after Finish, shows its state, and manages it through Stripe's portal", async () => {
  const { client, uid } = await signedUpClient(server.url);
  await client.postForm("/signup?step=2", { intent: "required-info", ...VALID_REQUIRED_INFO, subscription: "yearly" });
  const finish = await client.postForm("/signup?step=3", { intent: "finish" });
  expect([finish.status, finish.headers.get("location")]).toEqual([302, "/payments/plan"]);

  // Not paid yet: the dashboard says so and offers to pay
  const unpaid = await (await client.get("/dashboard")).text();
  expect(unpaid).toContain("Yearly plan: not paid yet.");
  expect(unpaid).toContain("Pay for your plan");

  const plan = await client.get("/payments/plan");
  expect(plan.status).toBe(303);
  const checkout = plan.headers.get("location")!;
  const created = fake.requests.findLast((request) => request.path === "/v1/checkout/sessions")!;
  expect(created.body).toMatchObject({
    mode: "subscription",
    line_items: [{ price: "price_yearly_fake", quantity: "1" }],
    client_reference_id: uid,
  });
  const back = await submitOnFake(checkout, { outcome: "paid" });
  expect(back).toBe(`${server.url}/dashboard?plan=paid#plan`);
  const paid = await (await client.get("/dashboard?plan=paid")).text();
  expect(paid).toContain("Yearly plan: active.");
  expect(paid).not.toContain("Pay for your plan");
  // Paid: nothing more to pay, so the plan address goes to the dashboard
  expect((await client.get("/payments/plan")).headers.get("location")).toBe("/dashboard");
  const users = await listUsers(server.runtime!.db, { page: 1, search: "" });
  expect(users.users.find((user) => user.uid === uid)?.plan).toEqual({ name: "yearly", status: "active" });

  // Account settings link to Stripe's portal, where the plan is cancelled
  expect(await (await client.get("/settings")).text()).toContain("Manage billing");
  const portal = await client.postForm("/payments/portal", {});
  expect(portal.status).toBe(303);
  const returned = await submitOnFake(portal.headers.get("location")!, { action: "cancel" });
  expect(returned).toBe(`${server.url}/settings`);
  const cancelled = await (await client.get("/dashboard")).text();
  expect(cancelled).toContain("Yearly plan: cancelled.");
  expect(cancelled).toContain("Pay for your plan");
  const after = await listUsers(server.runtime!.db, { page: 1, search: "" });
  expect(after.users.find((user) => user.uid === uid)?.plan).toEqual({ name: "yearly", status: "canceled" });
});

it("keeps a plan unpaid when the performer leaves Stripe's page, and needs a signed-in owner", async () => {
  const { client } = await signedUpClient(server.url);
  await client.postForm("/signup?step=2", { intent: "required-info", ...VALID_REQUIRED_INFO });
  await client.postForm("/signup?step=3", { intent: "finish" });
  const plan = await client.get("/payments/plan");
  const session = fake.sessions.get(/\/pay\/(cs_test_\w+)/.exec(plan.headers.get("location")!)![1]!)!;
  expect(session.cancel_url).toBe(`${server.url}/dashboard?plan=unpaid#plan`);
  const page = await (await client.get("/dashboard?plan=unpaid")).text();
  expect(page).toContain("Your plan is not paid yet. You can pay for it whenever you like.");
  expect(page).toContain("Monthly plan: not paid yet.");
  const anonymous = await fetch(`${server.url}/payments/plan`, { redirect: "manual" });
  expect(anonymous.headers.get("location")).toBe("/login");
});
