/** The fake Stripe's hosted pages (tests/fakes/stripe.mjs) walked through as a browser would, for integration tests. */
import { expect } from "vitest";
import { completedPerformer } from "./http-client";

/** Follows a 303 to the fake Stripe's page and submits its form with `outcome`: a browser doing what a user does. */
export async function submitOnFake(location: string, outcome: string): Promise<string> {
  const page = await fetch(location);
  expect(page.status).toBe(200);
  const html = await page.text();
  const returnUrl = /name="return_url" value="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
  const answer = await fetch(location, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome, ...(returnUrl ? { return_url: returnUrl } : {}) }).toString(),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return answer.headers.get("location")!;
}

/** A performer who went through Stripe's onboarding to the end. */
export async function enabledPerformer(baseUrl: string, fields: Record<string, string> = {}) {
  const performer = await completedPerformer(baseUrl, fields);
  const start = await performer.client.postForm("/payments/connect", {});
  expect(start.status).toBe(303);
  const back = await submitOnFake(start.headers.get("location")!, "complete");
  expect(back).toBe(`${baseUrl}/payments/return`);
  const returned = await performer.client.get("/payments/return");
  expect(returned.headers.get("location")).toBe("/dashboard?payments=enabled#payments");
  return performer;
}
