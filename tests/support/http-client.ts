import { randomBytes } from "node:crypto";
import { VALID_REQUIRED_INFO } from "./form-fixtures";

let counter = 0;

/** A fresh documentation-range address per client, so rate limits of one test do not touch another. */
export function uniqueIp(): string {
  counter += 1;
  // 256 × 250 addresses, so the third part never passes 255 (an invalid address counts as the socket's, and every
  // client would then share one rate-limit bucket).
  const n = (process.pid * 97 + counter) % 64_000;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

export function uniqueEmail(prefix = "performer"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.test`;
}

/**
 * A browser without JavaScript: keeps cookies, sends forms, does not follow redirects,
 * and speaks from its own client address (the test server trusts X-Forwarded-For from 127.0.0.1).
 */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly ip: string = uniqueIp(),
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", this.ip);
    if (!headers.has("user-agent")) headers.set("user-agent", "Mozilla/5.0 (TippedTest) Chrome/120 Mobile");
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = /max-age=0/i.test(cookie) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string, init: RequestInit = {}) {
    return this.request(path, { ...init, method: "GET" });
  }

  /** Submits an HTML form the way a browser does (application/x-www-form-urlencoded). */
  postForm(path: string, fields: Record<string, string>) {
    return this.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: this.baseUrl },
      body: new URLSearchParams(fields).toString(),
    });
  }

  postJson(path: string, body: unknown, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("content-type", "application/json");
    headers.set("origin", this.baseUrl);
    return this.request(path, { ...init, method: "POST", headers, body: JSON.stringify(body) });
  }

  /** The Cookie header this client would send. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes("session_token"));
  }

  /** Wizard step 1 without JavaScript: "Continue" with an email and password. */
  continueWithEmail(email: string, password: string) {
    return this.postForm("/signup", { intent: "continue", email, password });
  }

  async sessionUserId(): Promise<string | null> {
    const response = await this.get("/api/auth/get-session");
    const body = (await response.json()) as { user?: { id: string } } | null;
    return body?.user?.id ?? null;
  }
}

/** Signs a new performer up and returns the signed-in client and their user id. */
export async function signedUpClient(baseUrl: string, password = "correct horse battery") {
  const client = new TestClient(baseUrl);
  const email = uniqueEmail();
  const response = await client.continueWithEmail(email, password);
  if (response.status !== 302) throw new Error(`sign-up failed with ${response.status}: ${await response.text()}`);
  const uid = await client.sessionUserId();
  if (!uid) throw new Error("no session after sign-up");
  return { client, email, password, uid };
}

/** A performer who went through the whole wizard without JavaScript. */
export async function completedPerformer(baseUrl: string, details: Record<string, string> = {}) {
  const performer = await signedUpClient(baseUrl);
  const step2 = await performer.client.postForm("/signup?step=2", { intent: "required-info", ...VALID_REQUIRED_INFO });
  if (step2.status !== 302) throw new Error(`step 2 failed: ${step2.status} ${await step2.text()}`);
  const finish = await performer.client.postForm("/signup?step=3", { intent: "finish", ...details });
  if (finish.status !== 302) throw new Error(`finish failed: ${finish.status} ${await finish.text()}`);
  return performer;
}

/** Wizard step 2 fields that pass every rule (tests/support/form-fixtures.ts). */
export { VALID_REQUIRED_INFO };
