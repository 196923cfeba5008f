import { describe, expect, it } from "vitest";
import { canonicalLink, cashAppUrlFromTag } from "./links";
import { paymentLinks, profileNames, socialLinks, walletMethods } from "./profile-view";
import { SAMPLE_PROFILE } from "./sample-profile";

describe("the landing page's sample profile", () => {
  it("is a completed profile with a stage name", () => {
    expect(SAMPLE_PROFILE.completed).toBe(true);
    expect(profileNames(SAMPLE_PROFILE)).toEqual({
      displayName: "Maya Rivers",
      realName: "Maya Okafor",
      firstName: "Maya",
    });
  });

  it("stores its links as the forms would (canonical URLs)", () => {
    const expectCanonical = (platform: string, url: string | null) => {
      expect(url).not.toBeNull();
      expect(canonicalLink(platform, url ?? "")).toEqual({ ok: true, url, canonical: true });
    };
    expectCanonical("paypal", SAMPLE_PROFILE.payPalUrl);
    expectCanonical("venmo", SAMPLE_PROFILE.venmoUrl);
    expectCanonical("youtube", SAMPLE_PROFILE.youTubeUrl);
    expectCanonical("tiktok", SAMPLE_PROFILE.tikTokUrl);
    expectCanonical("instagram", SAMPLE_PROFILE.instagramUrl);
    expect(SAMPLE_PROFILE.cashAppUrl).toBe(cashAppUrlFromTag(SAMPLE_PROFILE.cashAppTag));
  });

  it("shows all three payment links, two wallets and four socials", () => {
    expect(paymentLinks(SAMPLE_PROFILE).map(({ label, detail }) => [label, detail])).toEqual([
      ["Cash App", "$MayaRivers"],
      ["PayPal", "paypal.me/mayarivers"],
      ["Venmo", "venmo.com/u/mayarivers"],
    ]);
    expect(walletMethods(SAMPLE_PROFILE).map((wallet) => wallet.label)).toEqual(["Apple Pay", "Google Pay"]);
    expect(socialLinks(SAMPLE_PROFILE).map((link) => link.type)).toEqual(["spotify", "youtube", "tiktok", "instagram"]);
  });
});
