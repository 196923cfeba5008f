import type Stripe from "stripe";
import type { StripeSettings } from "../platform/settings";

export type { Stripe };

const clients = new Map<string, Promise<Stripe>>();

/**
 * The official Stripe client for these settings, loaded with the first card tip or onboarding, not at start
 * (docs/decisions/0011-memory.md). STRIPE_API_URL moves it to another host (a local fake in the tests).
 */
export function stripeClient(settings: StripeSettings): Promise<Stripe> {
  const key = `${settings.secretKey} ${settings.apiUrl}`;
  let client = clients.get(key);
  if (!client) {
    const api = new URL(settings.apiUrl);
    client = import("stripe").then(
      ({ default: StripeClient }) =>
        new StripeClient(settings.secretKey, {
          host: api.hostname,
          port: api.port || (api.protocol === "http:" ? 80 : 443),
          protocol: api.protocol === "http:" ? "http" : "https",
          maxNetworkRetries: 2,
          timeout: 15_000,
          telemetry: false,
          appInfo: { name: "Tipped" },
        }),
    );
    clients.set(key, client);
  }
  return client;
}

/** What a visitor or owner is told when Stripe could not be reached or refused: never Stripe's own error page. */
export const STRIPE_UNAVAILABLE_MESSAGE = "Card payments are not available right now. Please try again in a moment.";

/** The id of an expandable Stripe field: Stripe sends either the id or the object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}
