export type FakeStripeEvent = { id: string; type: string; account?: string; data: { object: Record<string, unknown> } };
export type FakeStripeSession = { id: string; url: string; success_url: string; cancel_url: string; status: string };

export type FakeStripe = {
  url: string;
  env: { STRIPE_API_URL: string; STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string };
  setWebhookUrl(url: string): void;
  send(
    type: string,
    object: object,
    extra?: object,
  ): Promise<{ event: FakeStripeEvent; payload: string; status: number }>;
  events: { event: FakeStripeEvent; payload: string; status: number; answer?: string }[];
  requests: {
    method: string;
    path: string;
    body: Record<string, unknown>;
    headers: Record<string, string | string[] | undefined>;
  }[];
  accounts: Map<string, { id: string; enabled: boolean }>;
  sessions: Map<string, FakeStripeSession>;
  close(): Promise<void>;
};

export function parseStripeForm(body: string): Record<string, unknown>;
export function startFakeStripe(options: {
  port?: number;
  webhookUrl?: string;
  webhookSecret: string;
}): Promise<FakeStripe>;
