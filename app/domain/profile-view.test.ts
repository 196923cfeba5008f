import { describe, expect, it } from "vitest";
import { DARK_TEXT, LIGHT_TEXT } from "./colors";
import {
  formatDay,
  formatEventWhen,
  formatMonth,
  imageSrc,
  pageColorVariables,
  pageTextColors,
  paymentLinks,
  possessive,
  profileNames,
  socialLinks,
  walletMethods,
  withAlpha,
} from "./profile-view";

/** Intl writes narrow and thin spaces around times and ranges; tests read them as plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, " ");

describe("profileNames: last name shown only if altName is set", () => {
  it.each([
    [{ firstName: "Maya", lastName: "Rodriguez", altName: "Maya Sings" }, "Maya Sings", "Maya Rodriguez", "Maya"],
    [{ firstName: "Maya", lastName: "Rodriguez", altName: null }, "Maya", null, "Maya"],
    [{ firstName: "Maya", lastName: "Rodriguez", altName: "  " }, "Maya", null, "Maya"],
    [{ firstName: null, lastName: null, altName: null }, "New performer", null, "New performer"],
    [{ firstName: null, lastName: null, altName: "DJ K" }, "DJ K", null, "DJ K"],
    [{ firstName: "Maya", lastName: null, altName: "Maya" }, "Maya", null, "Maya"],
  ])("%j → %s / %s / Tip %s", (names, displayName, realName, firstName) => {
    expect(profileNames(names)).toEqual({ displayName, realName, firstName });
  });
});

describe("possessive", () => {
  it.each([
    ["Maya", "Maya's"],
    ["James", "James'"],
  ])("%s → %s", (name, expected) => expect(possessive(name)).toBe(expected));
});

describe("imageSrc renders only same-origin paths and http(s) URLs", () => {
  it.each([
    ["/media/a.webp", "/media/a.webp"],
    ["https://cdn.example/a.png", "https://cdn.example/a.png"],
    ["//evil.example/a.png", null],
    ["/\\evil.example", null],
    ["javascript:alert(1)", null],
    ["data:image/png;base64,AAAA", null],
    ["a.png", null],
    ["", null],
    [null, null],
  ])("%s → %s", (value, expected) => expect(imageSrc(value)).toBe(expected));
});

const noLinks = {
  cashAppUrl: null,
  cashAppTag: null,
  payPalUrl: null,
  venmoUrl: null,
  spotifyUrl: null,
  youTubeUrl: null,
  tikTokUrl: null,
  twitterUrl: null,
  facebookUrl: null,
  instagramUrl: null,
};

describe("paymentLinks", () => {
  it("lists Cash App, PayPal and Venmo in that order with where they go", () => {
    expect(
      paymentLinks({
        ...noLinks,
        venmoUrl: "https://venmo.com/u/maya",
        payPalUrl: "https://paypal.me/maya",
        cashAppTag: "$maya",
        cashAppUrl: "https://cash.app/$maya",
      }),
    ).toEqual([
      { type: "cashapp", label: "Cash App", detail: "$maya", url: "https://cash.app/$maya" },
      { type: "paypal", label: "PayPal", detail: "paypal.me/maya", url: "https://paypal.me/maya" },
      { type: "venmo", label: "Venmo", detail: "venmo.com/u/maya", url: "https://venmo.com/u/maya" },
    ]);
  });

  it("builds the Cash App link from the tag when the URL is missing", () => {
    expect(paymentLinks({ ...noLinks, cashAppTag: "$maya" })).toEqual([
      { type: "cashapp", label: "Cash App", detail: "$maya", url: "https://cash.app/$maya" },
    ]);
  });

  it("never renders unsafe links", () => {
    expect(
      paymentLinks({
        ...noLinks,
        venmoUrl: "javascript:alert(1)",
        payPalUrl: "data:text/html,x",
        cashAppTag: "not a tag!",
      }),
    ).toEqual([]);
  });
});

describe("walletMethods", () => {
  it("shows the accepted wallets", () => {
    expect(walletMethods({ acceptsApplePay: true, acceptsGooglePay: false, acceptsSamsungPay: true })).toEqual([
      { type: "applepay", label: "Apple Pay" },
      { type: "samsungpay", label: "Samsung Pay" },
    ]);
  });
});

describe("socialLinks", () => {
  it("keeps the set and safe ones in SPEC order", () => {
    expect(
      socialLinks({
        ...noLinks,
        instagramUrl: "https://www.instagram.com/maya",
        spotifyUrl: "https://open.spotify.com/artist/x",
        twitterUrl: "javascript:alert(1)",
        facebookUrl: "",
      }).map((link) => link.type),
    ).toEqual(["spotify", "instagram"]);
  });
});

describe("colours", () => {
  it("withAlpha", () => expect(withAlpha("#FF0080", 0.5)).toBe("rgba(255, 0, 128, 0.5)"));

  it("keeps stored text colours when every one reads at 4.5:1 on the painted background", () => {
    const stored = { ...LIGHT_TEXT, secondaryText: "#EEEEEE", tertiaryText: "#EEEEEE", thoughtAuthor: "#EEEEEE" };
    expect(pageTextColors({ bannerColors: ["#112233"], themeColor: "#008080", textColors: stored })).toBe(stored);
  });

  it("replaces stored text colours that would not contrast with the painted background", () => {
    const replaced = pageTextColors({ bannerColors: ["#112233"], themeColor: "#008080", textColors: DARK_TEXT });
    expect(replaced.primaryText).toBe(LIGHT_TEXT.primaryText);
  });

  it("dark text on a light theme, and chips that invert it", () => {
    const variables = pageColorVariables({
      bannerColors: ["#FFFFFF", "#F0F0F0"],
      themeColor: "#008080",
      textColors: null,
    });
    expect(variables["--tp-primary"]).toBe(DARK_TEXT.primaryText);
    expect(variables["--tp-on-primary"]).toBe("#FFFFFF");
  });
});

describe("formatEventWhen (en-US): in the performer's zone, named", () => {
  it("a wall-clock range on one day", () => {
    expect(plain(formatEventWhen("2026-11-28T14:00", "2026-11-28T15:00", "UTC"))).toBe(
      "Sat, Nov 28, 2:00 – 3:00 PM UTC",
    );
    expect(plain(formatEventWhen("2026-11-25T19:30", "2026-11-25T21:30", "America/Los_Angeles"))).toBe(
      "Wed, Nov 25, 7:30 – 9:30 PM PST",
    );
    expect(plain(formatEventWhen("2026-07-04T19:30", "2026-07-04T21:30", "America/Los_Angeles"))).toBe(
      "Sat, Jul 4, 7:30 – 9:30 PM PDT",
    );
  });

  it("a range across midnight (and here a new year)", () => {
    expect(plain(formatEventWhen("2026-12-31T22:00", "2027-01-01T01:00", "UTC"))).toBe(
      "Thu, Dec 31, 2026, 10:00 PM UTC – Fri, Jan 1, 2027, 1:00 AM UTC",
    );
  });

  it("an instant written with its offset, shown in the performer's zone", () => {
    expect(plain(formatEventWhen("2026-12-12T17:00:00.000Z", "2026-12-12T19:30:00.000Z", "America/Denver"))).toBe(
      "Sat, Dec 12, 10:00 AM – 12:30 PM MST",
    );
  });

  it("only the start when the end is missing or before the start", () => {
    expect(plain(formatEventWhen("2026-11-28T14:00", "2026-11-28T13:00", "UTC"))).toBe("Sat, Nov 28, 2:00 PM UTC");
    expect(plain(formatEventWhen("2026-11-28T14:00", undefined, "UTC"))).toBe("Sat, Nov 28, 2:00 PM UTC");
  });

  it("an unreadable start is shown as written", () => {
    expect(formatEventWhen("soon", "later", "UTC")).toBe("soon");
  });
});

describe("month and day labels", () => {
  it("formatMonth", () => expect(formatMonth({ year: 2026, monthIndex: 10 })).toBe("November 2026"));
  it("formatDay", () => expect(formatDay("2026-03-14")).toBe("March 14"));
});
