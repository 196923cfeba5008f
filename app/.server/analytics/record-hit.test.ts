import { describe, expect, it } from "vitest";
import { createFloodGuard, hitSchema, isBotAgent, referrerOrigin } from "./record-hit";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("isBotAgent", () => {
  it("drops crawlers, headless browsers and an empty user agent", () => {
    expect(isBotAgent("Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(true);
    expect(isBotAgent("Mozilla/5.0 HeadlessChrome/131.0.0.0")).toBe(true);
    expect(isBotAgent("curl/8.5.0")).toBe(true);
    expect(isBotAgent("")).toBe(true);
    expect(isBotAgent("   ")).toBe(true);
    expect(isBotAgent(undefined)).toBe(true);
  });
  it("keeps a real browser", () => {
    expect(isBotAgent(CHROME)).toBe(false);
  });
});

describe("createFloodGuard", () => {
  it("allows max hits per client per window, then asks to wait until the window ends", async () => {
    const guard = createFloodGuard({ max: 2, windowMs: 60_000 });
    expect((await guard("a")).allowed).toBe(true);
    expect((await guard("a")).allowed).toBe(true);
    const refused = await guard("a");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await guard("b")).allowed).toBe(true);
  });
});

const view = { type: "profile_view", profileId: "u1", visitorId: "visitor_1763870000000_abc123" };
const click = { ...view, type: "link_click", linkType: "cashapp", linkUrl: "https://cash.app/$maya/5" };

describe("hitSchema", () => {
  it.each([
    ["a view", view],
    ["a click", click],
  ])("accepts %s", (_, hit) => {
    expect(hitSchema.safeParse(hit).success).toBe(true);
  });
  it.each([
    ["an unknown type", { ...view, type: "purchase" }],
    ["a scan without its city", { ...view, type: "qr_scan" }],
    ["a bad visitor id", { ...view, visitorId: "me" }],
    ["a non-web link", { ...click, linkUrl: "javascript:alert(1)" }],
  ])("refuses %s", (_, hit) => {
    expect(hitSchema.safeParse(hit).success).toBe(false);
  });
  // Stored as it is, a NUL would fail the whole batch the hit is written with (PostgreSQL text cannot hold one).
  it.each([
    ["profileId", { ...view, profileId: "u1\u0000" }],
    ["linkUrl", { ...click, linkUrl: "https://cash.app/$maya\u0000/5" }],
  ])("refuses a NUL character in %s, as this hit's own error", (field, hit) => {
    const result = hitSchema.safeParse(hit);
    expect(result.error?.issues[0]?.message).toBe(`${field} must not contain a NUL character`);
  });
});

describe("hitSchema: the preset amount of a click", () => {
  it("accepts a whole amount from 1 to 999, or none", () => {
    expect(hitSchema.parse({ ...click, amount: 5 })).toMatchObject({ amount: 5 });
    expect(hitSchema.parse({ ...click, amount: 999 })).toMatchObject({ amount: 999 });
    expect(hitSchema.parse(click)).not.toHaveProperty("amount");
  });
  it.each([0, 1000, 2.5, -5, "5", null, "DROP TABLE"])("refuses %j with a clear message", (amount) => {
    const result = hitSchema.safeParse({ ...click, amount });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Amounts: whole dollars from 1 to 999");
  });
});

describe("referrerOrigin", () => {
  it("keeps origin and path, drops query and fragment, and says direct otherwise", () => {
    expect(referrerOrigin("https://www.instagram.com/saxmaya/?utm=1&email=a@b.c#x")).toBe(
      "https://www.instagram.com/saxmaya/",
    );
    expect(referrerOrigin("")).toBe("direct");
    expect(referrerOrigin(undefined)).toBe("direct");
    expect(referrerOrigin("direct")).toBe("direct");
    expect(referrerOrigin("not a url")).toBe("direct");
    expect(referrerOrigin("android-app://com.google.android.gm/")).toBe("direct");
  });

  it.each([
    ["https://tipped.example/profile/abc?lang=es", ["https://tipped.example"], "direct"],
    ["https://TIPPED.example/@maya", ["https://tipped.example"], "direct"],
    ["http://127.0.0.1:3000/profile/abc", ["https://tipped.example", "http://127.0.0.1:3000"], "direct"],
    // Another port or a subdomain is another site.
    ["http://127.0.0.1:4000/", ["http://127.0.0.1:3000"], "http://127.0.0.1:4000/"],
    ["https://blog.tipped.example/post", ["https://tipped.example"], "https://blog.tipped.example/post"],
    ["https://www.instagram.com/p/x", ["https://tipped.example"], "https://www.instagram.com/p/x"],
  ])("counts %s from the site's own origins %j as %s", (referrer, origins, expected) => {
    expect(referrerOrigin(referrer, origins)).toBe(expected);
  });
});
