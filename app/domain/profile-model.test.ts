import { NO_LOCAL_RAILS } from "./local-rails";
import { describe, expect, it } from "vitest";
import { canonicalLink } from "./links";
import {
  PAGE_PAYMENT_LINKS,
  PAGE_SOCIAL_LINKS,
  PAYMENT_LINKS,
  PROFILE_LINKS,
  PROFILE_MODEL,
  type ProfileRow,
  SOCIAL_LINKS,
} from "./profile-model";
import {
  formatLinks,
  optionalDetailsColumns,
  optionalDetailsDefaults,
  optionalDetailsSchema,
  requiredInfoColumns,
  requiredInfoDefaults,
  requiredInfoSchema,
} from "./profile-forms";
import { photosDefaults, toPublicProfile } from "./profile-projection";
import { MAYA_REQUIRED_INFO } from "./profile.fixtures";

/** The step-2 columns of the stored profile below. */
const REQUIRED_COLUMNS = {
  ...MAYA_REQUIRED_INFO,
  acceptsApplePay: true,
  acceptsGooglePay: false,
  acceptsSamsungPay: false,
  taxId: "12-3456789",
};

/** A stored profile with every column set. */
const ROW: ProfileRow = {
  ownerUid: "u1",
  recipientId: "3f1c1c52-8d7e-4d3b-9a8e-2f5a7e1c0b11",
  email: "maya@example.com",
  completed: true,
  completedAt: new Date("2025-05-01T10:00:00Z"),
  createdAt: new Date("2025-04-30T10:00:00Z"),
  updatedAt: new Date("2025-05-02T10:00:00Z"),
  ...REQUIRED_COLUMNS,
  description: "Songs by the fountain.",
  thought: "Keep playing.",
  tags: ["acoustic"],
  genres: ["Pop"],
  payPalUrl: "https://paypal.me/maya",
  venmoUrl: "https://venmo.com/u/maya",
  cashAppTag: "$maya",
  ...NO_LOCAL_RAILS,
  currency: "USD",
  spotifyUrl: "https://open.spotify.com/artist/abc",
  youTubeUrl: "https://www.youtube.com/@maya",
  tikTokUrl: "https://www.tiktok.com/@maya",
  twitterUrl: "https://x.com/maya",
  facebookUrl: "https://www.facebook.com/maya",
  instagramUrl: "https://www.instagram.com/maya",
  themeColor: "#112233",
  videos: [{ url: "https://youtu.be/dQw4w9WgXcQ", id: "dQw4w9WgXcQ" }],
  events: [{ id: "e1", title: "Show", startTime: "2025-06-01T20:00", endTime: "2025-06-01T22:00" }],
  timeZone: "America/Chicago",
  cashAppUrl: "https://cash.app/$maya",
  profileImageUrl: "/media/recipients/u1/profile/v1/384.webp",
  profileBannerUrl: null,
  bannerColors: ["#112233"],
  images: [],
  textColors: null,
  notes: "internal note",
  likeCount: 3,
  handle: "maya-sings",
  tipAmounts: [2, 5, 10, 20],
  showTipAmounts: true,
  hiddenLinks: [],
};

describe("the public projection", () => {
  it.each([
    "phone",
    "street",
    "city",
    "state",
    "postalCode",
    "taxId",
    "email",
    "subscription",
    "notes",
    "recipientId",
    "hiddenLinks",
  ])("never carries %s", (key) => {
    expect(toPublicProfile(ROW)).not.toHaveProperty(key);
  });

  it("keeps exactly the columns marked public, with their stored values", () => {
    const shown = Object.entries(PROFILE_MODEL)
      .filter(([, spec]) => spec.public)
      .map(([key]) => key);
    const profile = toPublicProfile(ROW);
    expect(Object.keys(profile).sort()).toEqual(shown.sort());
    for (const key of shown) expect(profile).toHaveProperty(key, ROW[key as keyof ProfileRow]);
  });
});

describe("links switched off", () => {
  const hidden: ProfileRow = { ...ROW, hiddenLinks: ["cashAppTag", "instagramUrl", "notALink"] };

  it("are absent from the public projection; a hidden Cash App tag takes its URL with it", () => {
    const profile = toPublicProfile(hidden);
    expect(profile).toMatchObject({ cashAppTag: null, cashAppUrl: null, instagramUrl: null });
    expect(profile.payPalUrl).toBe(ROW.payPalUrl);
    expect(profile).not.toHaveProperty("hiddenLinks");
  });

  it("stay in the form: the toggles start from what is shown, and saving them keeps the links", () => {
    const defaults = optionalDetailsDefaults(hidden);
    expect(defaults.instagramUrl).toBe(ROW.instagramUrl);
    expect(defaults.shownLinks).not.toContain("instagramUrl");
    expect(defaults.shownLinks).toContain("payPalUrl");
    const parsed = optionalDetailsSchema.parse({ ...defaults, linkToggles: "on" });
    const columns = optionalDetailsColumns(parsed);
    expect(columns.hiddenLinks).toEqual(["cashAppTag", "instagramUrl"]);
    expect(columns.instagramUrl).toBe(ROW.instagramUrl);
  });

  it("a form without the toggles leaves them as stored; an unknown link name is refused", () => {
    const parsed = optionalDetailsSchema.parse({ description: "x" });
    expect(optionalDetailsColumns(parsed)).not.toHaveProperty("hiddenLinks");
    expect(optionalDetailsSchema.safeParse({ shownLinks: ["email"], linkToggles: "on" }).success).toBe(false);
  });
});

describe("form defaults and saved columns", () => {
  it("step 2: stored row → form values → parsed → the same columns", () => {
    const defaults = requiredInfoDefaults(ROW);
    expect(defaults).toMatchObject({ firstName: "Maya", taxID: "12-3456789", acceptsApplePay: true });
    expect(defaults).not.toHaveProperty("taxId");
    const parsed = requiredInfoSchema("wizard").parse(defaults);
    expect(requiredInfoColumns(parsed)).toEqual(REQUIRED_COLUMNS);
  });

  it("step 3: stored row → form values → parsed → the same columns, cashAppUrl included", () => {
    const parsed = optionalDetailsSchema.parse(optionalDetailsDefaults(ROW));
    const columns = optionalDetailsColumns(parsed);
    const expected = Object.fromEntries(Object.keys(columns).map((key) => [key, ROW[key as keyof ProfileRow]]));
    expect(columns).toEqual(expected);
    expect(Object.keys(columns).sort()).toEqual(
      [
        ...["description", "thought", "tags", "genres", "themeColor", "videos", "events", "cashAppUrl"],
        ...["handle", "tipAmounts", "showTipAmounts", "timeZone", "currency"],
        ...["swishNumber", "upiId", "pixKey", "pixCity", "iban", "payeeName"],
        ...PROFILE_LINKS.map((link) => link.field),
      ].sort(),
    );
  });

  it("an empty text input is an empty string in the form and null in the table", () => {
    const empty = { ...ROW, description: null, thought: null, payPalUrl: null, taxId: null };
    expect(optionalDetailsDefaults(empty)).toMatchObject({ description: "", thought: "", payPalUrl: "" });
    expect(requiredInfoDefaults(empty)).toMatchObject({ taxID: "" });
    const parsed = optionalDetailsSchema.parse({ description: "", thought: "  " });
    expect(optionalDetailsColumns(parsed)).toMatchObject({ description: null, thought: null, payPalUrl: null });
  });

  it("the photo uploaders start from the photo columns", () => {
    expect(photosDefaults(ROW)).toEqual({
      profileImageUrl: ROW.profileImageUrl,
      profileBannerUrl: null,
      bannerColors: ["#112233"],
      images: [],
    });
  });
});

describe("link fields", () => {
  it.each(PROFILE_LINKS.map((link) => [link.field, link.platform] as const))(
    "%s canonicalises through links.ts as %s",
    (field, platform) => {
      const typed = field === "cashAppTag" ? "$maya" : "maya";
      const canonical = canonicalLink(platform, typed);
      if (!canonical.ok) throw new Error(`${platform} refused "${typed}"`);
      const stored = formatLinks({ [field]: typed });
      if (field === "cashAppTag") expect(stored).toMatchObject({ cashAppTag: "$maya", cashAppUrl: canonical.url });
      else expect(stored[field]).toBe(canonical.url);
    },
  );

  it.each(PROFILE_LINKS.map((link) => link.field))("%s refuses a javascript: link in the form", (field) => {
    const result = optionalDetailsSchema.safeParse({ [field]: "javascript:alert(1)" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("lists payments and socials in the forms' order (requirements 2) and the page's order (requirements 1)", () => {
    expect(PAYMENT_LINKS.map((link) => link.platform)).toEqual([
      "paypal",
      "venmo",
      "cashapp",
      "monzo",
      "revolut",
      "bunq",
    ]);
    expect(SOCIAL_LINKS.map((link) => link.platform)).toEqual([
      "spotify",
      "youtube",
      "tiktok",
      "twitter",
      "facebook",
      "instagram",
    ]);
    expect(PAGE_PAYMENT_LINKS.map((link) => link.platform)).toEqual([
      "cashapp",
      "paypal",
      "venmo",
      "monzo",
      "revolut",
      "bunq",
    ]);
    expect(PAGE_SOCIAL_LINKS.map((link) => link.platform)).toEqual([
      "spotify",
      "youtube",
      "tiktok",
      "instagram",
      "twitter",
      "facebook",
    ]);
  });
});

describe("control characters", () => {
  const valid = requiredInfoDefaults(ROW);
  it.each(["firstName", "lastName", "altName", "street", "city", "state", "taxID"])(
    "%s with a NUL is refused with the field's message",
    (field) => {
      const result = requiredInfoSchema("wizard").safeParse({ ...valid, [field]: "a\u0000b" });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([
        field,
        "Remove control characters (such as NUL)",
      ]);
    },
  );

  it("multi-line fields keep tabs and line breaks but refuse other controls; links and tags refuse all", () => {
    expect(optionalDetailsSchema.safeParse({ description: "one\r\n\ttwo", thought: "a\nb" }).success).toBe(true);
    expect(optionalDetailsSchema.safeParse({ description: "a\u0007b" }).success).toBe(false);
    expect(optionalDetailsSchema.safeParse({ instagramUrl: "maya\u0000" }).success).toBe(false);
    expect(optionalDetailsSchema.safeParse({ tags: ["ok", "b\u001bad"] }).success).toBe(false);
  });
});
