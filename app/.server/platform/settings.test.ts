import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readSettings } from "./settings";

const dataDir = mkdtempSync(path.join(tmpdir(), "tipped-env-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const read = (TRUST_PROXY?: string) => readSettings({ DATA_DIR: dataDir, AUTH_SECRET: "s".repeat(32), TRUST_PROXY });

describe("TRUST_PROXY", () => {
  it("is a list of addresses and CIDR ranges, empty when unset", () => {
    expect(read("127.0.0.1, 10.0.0.0/8, fd00::/8").TRUST_PROXY).toEqual(["127.0.0.1", "10.0.0.0/8", "fd00::/8"]);
    expect(read(undefined).TRUST_PROXY).toEqual([]);
  });
  it("refuses to start on an entry that is neither, naming it", () => {
    expect(() => read("127.0.0.1, proxy.internal")).toThrow(/TRUST_PROXY: invalid IP address: proxy\.internal/);
    expect(() => read("10.0.0.0/40")).toThrow(/TRUST_PROXY: invalid range on address: 10\.0\.0\.0\/40/);
  });
});

describe("GOOGLE_ISSUER and APPLE_ISSUER", () => {
  const keys = {
    DATA_DIR: dataDir,
    AUTH_SECRET: "s".repeat(32),
    GOOGLE_CLIENT_ID: "google-id",
    GOOGLE_CLIENT_SECRET: "google-secret",
    APPLE_CLIENT_ID: "apple-id",
    APPLE_CLIENT_SECRET: "apple-secret",
  };
  it("are Google's and Apple's own issuers unless set", () => {
    const settings = readSettings(keys);
    expect(settings.google).toEqual({
      issuer: "https://accounts.google.com",
      clientId: "google-id",
      clientSecret: "google-secret",
    });
    expect(settings.apple).toEqual({
      issuer: "https://appleid.apple.com",
      clientId: "apple-id",
      clientSecret: "apple-secret",
    });
  });
  it("name a stand-in issuer, without a trailing slash, and refuse what is not an address", () => {
    const settings = readSettings({
      ...keys,
      GOOGLE_ISSUER: "http://127.0.0.1:9000/",
      APPLE_ISSUER: "http://127.0.0.1:9000",
    });
    expect(settings.google?.issuer).toBe("http://127.0.0.1:9000");
    expect(settings.apple?.issuer).toBe("http://127.0.0.1:9000");
    expect(() => readSettings({ ...keys, APPLE_ISSUER: "appleid.apple.com" })).toThrow(/APPLE_ISSUER/);
  });
});

describe("card tips (Stripe)", () => {
  const base = { DATA_DIR: dataDir, AUTH_SECRET: "s".repeat(32) };
  const keys = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
  it("are off without keys, and on with both, with the documented defaults", () => {
    expect(readSettings(base).stripe).toBeUndefined();
    expect(readSettings({ ...base, ...keys }).stripe).toEqual({
      secretKey: "sk_test_abc",
      webhookSecret: "whsec_abc",
      apiUrl: "https://api.stripe.com",
      feePercent: 0,
      min: 1,
      max: 500,
      prices: undefined,
    });
    expect(
      readSettings({ ...base, ...keys, STRIPE_PRICE_MONTHLY: "price_m", STRIPE_PRICE_YEARLY: "price_y" }).stripe
        ?.prices,
    ).toEqual({ monthly: "price_m", yearly: "price_y" });
  });
  it("refuse to start on a bad setting, naming it", () => {
    expect(() => readSettings({ ...base, STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/,
    );
    expect(() => readSettings({ ...base, ...keys, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret or restricted key/,
    );
    expect(() => readSettings({ ...base, ...keys, STRIPE_WEBHOOK_SECRET: "abc" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readSettings({ ...base, ...keys, TIP_FEE_PERCENT: "75" })).toThrow(/TIP_FEE_PERCENT/);
    expect(() => readSettings({ ...base, ...keys, TIP_MIN: "20", TIP_MAX: "10" })).toThrow(
      /TIP_MIN: must not be above/,
    );
    expect(() => readSettings({ ...base, ...keys, STRIPE_API_URL: "localhost:12111" })).toThrow(/STRIPE_API_URL/);
    expect(() => readSettings({ ...base, ...keys, STRIPE_PRICE_MONTHLY: "price_m" })).toThrow(/must be set together/);
    expect(() => readSettings({ ...base, STRIPE_PRICE_MONTHLY: "price_m", STRIPE_PRICE_YEARLY: "price_y" })).toThrow(
      /STRIPE_PRICE_MONTHLY: needs STRIPE_SECRET_KEY/,
    );
  });
});
