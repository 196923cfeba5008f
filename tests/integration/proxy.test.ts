import { describe, expect, it } from "vitest";
import { uniqueEmail, uniqueIp } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

/**
 * Behind a TLS-terminating proxy: the public address is https://tipped.example, the proxy
 * (127.0.0.1, trusted) speaks plain http to Tipped and says what the browser used in X-Forwarded-*.
 */
const PUBLIC_URL = "https://tipped.example";
const server = await startFreshServer({ env: { PUBLIC_URL, TRUST_PROXY: "127.0.0.1" } });

const signUp = (origin: string) =>
  fetch(new URL("/signup", server.url), {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      "x-forwarded-for": uniqueIp(),
      "x-forwarded-proto": "https",
      "x-forwarded-host": "tipped.example",
    },
    body: new URLSearchParams({
      intent: "continue",
      email: uniqueEmail(),
      password: "correct horse battery",
    }).toString(),
  });

describe("behind a proxy", () => {
  it("accepts a sign-up from the public origin (302 to step 2, Secure cookie) and refuses the server's own address", async () => {
    const accepted = await signUp(PUBLIC_URL);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/signup?step=2");
    const session = accepted.headers.getSetCookie().find((cookie) => cookie.includes("session_token"));
    expect(session).toMatch(/;\s*Secure/i);
    const refused = await signUp(server.url);
    expect(refused.status).toBe(403);
    console.info(`proxy: sign-up from ${PUBLIC_URL} 302 with a Secure cookie; from ${server.url} 403`);
  });
});
