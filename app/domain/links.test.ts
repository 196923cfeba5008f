import { describe, expect, it } from "vitest";
import { canonicalLink, cashAppUrlFromTag, cashTag, formatCashApp, formatLink, safeHttpUrl } from "./links";

const canonical = (platform: string, input: string) => {
  const result = canonicalLink(platform, input);
  return result.ok ? result.url : result.reason;
};

describe('requirements 5: "accept a full url or a bare username; the username is extracted and turned into a canonical profile url"', () => {
  it.each([
    // PayPal.Me
    ["paypal", "maya", "https://paypal.me/maya"],
    ["paypal", "@maya", "https://paypal.me/maya"],
    ["paypal", "paypal.me/maya", "https://paypal.me/maya"],
    ["paypal", "https://www.paypal.me/maya/25?locale=en", "https://paypal.me/maya"],
    ["paypal", "https://www.paypal.com/paypalme/maya", "https://paypal.me/maya"],
    // "Venmo becomes a venmo profile URL"
    ["venmo", "maya-sings", "https://venmo.com/u/maya-sings"],
    ["venmo", "@maya-sings", "https://venmo.com/u/maya-sings"],
    ["venmo", "venmo.com/maya-sings", "https://venmo.com/u/maya-sings"],
    ["venmo", "https://account.venmo.com/u/maya-sings?txn=pay", "https://venmo.com/u/maya-sings"],
    // "Cash App (cashtag, leading dollar stripped in the url)": the typed dollar goes, Cash App's own $ stays
    ["cashapp", "$maya", "https://cash.app/$maya"],
    ["cashapp", "maya", "https://cash.app/$maya"],
    ["cashapp", "cash.app/$maya", "https://cash.app/$maya"],
    ["cashapp", "https://cash.app/maya?qr=1", "https://cash.app/$maya"],
    // Monzo.me, Revolut.Me, bunq.me
    ["monzo", "mayarao", "https://monzo.me/mayarao"],
    ["monzo", "https://monzo.me/mayarao/5?d=thanks", "https://monzo.me/mayarao"],
    ["revolut", "@mayarao", "https://revolut.me/mayarao"],
    ["revolut", "revolut.me/mayarao", "https://revolut.me/mayarao"],
    ["bunq", "bunq.me/MayaRao", "https://bunq.me/MayaRao"],
    ["bunq", "https://www.bunq.me/MayaRao/5/tip", "https://bunq.me/MayaRao"],
    // Spotify: full URLs keep their kind; a bare id is a user
    [
      "spotify",
      "https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb?si=abc",
      "https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb",
    ],
    [
      "spotify",
      "open.spotify.com/intl-de/artist/4Z8W4fKeB5YxbusRsdQVPb",
      "https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb",
    ],
    ["spotify", "spotify:artist:4Z8W4fKeB5YxbusRsdQVPb", "https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb"],
    ["spotify", "mayasings", "https://open.spotify.com/user/mayasings"],
    // YouTube (@handle)
    ["youtube", "maya", "https://www.youtube.com/@maya"],
    ["youtube", "@maya", "https://www.youtube.com/@maya"],
    ["youtube", "https://m.youtube.com/@maya/videos", "https://www.youtube.com/@maya"],
    ["youtube", "youtube.com/channel/UCabc123", "https://www.youtube.com/channel/UCabc123"],
    // TikTok (@handle)
    ["tiktok", "maya", "https://www.tiktok.com/@maya"],
    ["tiktok", "https://www.tiktok.com/@maya/video/123?lang=en", "https://www.tiktok.com/@maya"],
    // Twitter/X
    ["twitter", "@maya", "https://x.com/maya"],
    ["twitter", "https://twitter.com/maya?s=20", "https://x.com/maya"],
    ["twitter", "mobile.twitter.com/maya", "https://x.com/maya"],
    ["twitter", "x.com/maya", "https://x.com/maya"],
    // Facebook
    ["facebook", "maya.sings", "https://www.facebook.com/maya.sings"],
    ["facebook", "https://m.facebook.com/maya.sings?ref=bookmarks", "https://www.facebook.com/maya.sings"],
    ["facebook", "https://www.facebook.com/profile.php?id=1000123", "https://www.facebook.com/profile.php?id=1000123"],
    // Instagram (chosen form: no trailing slash)
    ["instagram", "maya.sings", "https://www.instagram.com/maya.sings"],
    ["instagram", "@maya.sings", "https://www.instagram.com/maya.sings"],
    ["instagram", "  https://instagram.com/maya.sings/?hl=en  ", "https://www.instagram.com/maya.sings"],
    ["instagram", "HTTP://WWW.INSTAGRAM.COM/maya.sings", "https://www.instagram.com/maya.sings"],
  ])("%s: %s → %s", (platform, input, expected) => {
    expect(canonical(platform, input)).toBe(expected);
  });
});

describe('requirements 5: "An unknown platform or unparsable input leaves the value unchanged" (only ever as an http(s) URL)', () => {
  it.each([
    ["myspace", "https://myspace.com/maya", "https://myspace.com/maya"],
    ["myspace", "maya", "unrecognised"],
    ["instagram", "https://linktr.ee/maya?x=1", "https://linktr.ee/maya?x=1"],
    ["instagram", "https://www.instagram.com/p/Cxyz/", "https://www.instagram.com/p/Cxyz/"],
    ["twitter", "https://x.com/i/status/1", "https://x.com/i/status/1"],
    ["tiktok", "https://www.tiktok.com/foryou", "https://www.tiktok.com/foryou"],
    ["paypal", "paypal.me", "https://paypal.me/"],
    ["paypal", "my paypal name", "unrecognised"],
    ["venmo", "", "empty"],
    ["venmo", "   ", "empty"],
  ])("%s: %o → %s", (platform, input, expected) => {
    expect(canonical(platform, input)).toBe(expected);
  });
});

describe('ARCHITECTURE: "a javascript: value is refused on input and never rendered"', () => {
  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "  javascript:alert(1)",
    "\u0001javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "https://paypal.me@evil.example/maya",
    "https://user:secret@instagram.com/maya",
  ])("%o is unsafe for every platform and for safeHttpUrl", (input) => {
    for (const platform of ["paypal", "instagram", "spotify", "unknown"]) {
      expect(canonicalLink(platform, input)).toEqual({ ok: false, reason: "unsafe" });
    }
    expect(safeHttpUrl(input)).toBeNull();
  });

  it.each([
    ["https://example.com", "https://example.com/"],
    ["http://example.com/a?b=c#d", "http://example.com/a?b=c#d"],
    ["  HTTPS://Example.COM/Page  ", "https://example.com/Page"],
    ["example.com/page", "https://example.com/page"],
    ["//example.com/x", "https://example.com/x"],
    ["maya", null],
    ["not a link", null],
    ["example", null],
    ["localhost:3000", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("safeHttpUrl(%o) = %o", (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });
});

describe("Cash App tags", () => {
  it.each([
    ["$maya", "maya", "https://cash.app/$maya"],
    ["maya", "maya", "https://cash.app/$maya"],
    [" $Maya_1 ", "Maya_1", "https://cash.app/$Maya_1"],
    ["https://cash.app/$maya", "maya", "https://cash.app/$maya"],
    ["$$maya", null, null],
    ["$", null, null],
    ["$maya sings", null, null],
    ["$" + "m".repeat(21), null, null],
    ["https://example.com/$maya", null, null],
    [null, null, null],
  ])("%o → tag %o, url %o", (input, tag, url) => {
    expect(cashTag(input)).toBe(tag);
    expect(cashAppUrlFromTag(input)).toBe(url);
  });
});

describe('requirements 4 Finish: "formats social links", one value at a time', () => {
  it.each([
    ["paypal", "maya", "https://paypal.me/maya"],
    ["venmo", "https://venmo.com/maya", "https://venmo.com/u/maya"],
    ["spotify", "", null],
    ["tiktok", null, null],
    ["twitter", "twitter.com/maya", "https://x.com/maya"],
    ["facebook", "not a username", "not a username"], // unparsable: unchanged, and never rendered as a link
    ["instagram", "javascript:alert(1)", null], // unsafe: dropped
  ] as const)("%s %o → %o", (platform, input, stored) => {
    expect(formatLink(platform, input)).toBe(stored);
  });

  it("stores the Cash App tag with its dollar and computes the URL from it", () => {
    expect(formatCashApp("$maya")).toEqual({ cashAppTag: "$maya", cashAppUrl: "https://cash.app/$maya" });
    expect(formatCashApp("my tag")).toEqual({ cashAppTag: "my tag", cashAppUrl: null });
    expect(formatCashApp(undefined)).toEqual({ cashAppTag: null, cashAppUrl: null });
  });
});
