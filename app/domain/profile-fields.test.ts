import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { eventSchema, newEventSchema, PROFILE_MESSAGES } from "./profile-fields";
import { optionalDetailsSchema, profileEditSchema, requiredInfoSchema } from "./profile-forms";
import { MAYA_REQUIRED_INFO } from "./profile.fixtures";

const validRequiredInfo = MAYA_REQUIRED_INFO;

/** Field → messages, the way a form shows them under each field. */
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
};
const firstError = (schema: z.ZodType, input: unknown, field: string) => errorsOf(schema, input)[field]?.[0];

describe("requirements 5 required fields, wizard wording", () => {
  const wizard = requiredInfoSchema("wizard");
  it.each([
    ["firstName", "", "First name required"],
    ["firstName", "   ", "First name required"],
    ["firstName", undefined, "First name required"],
    ["lastName", "", "Last name required"],
    ["altName", "", "Alt / stage name required"],
    ["street", "", "Street required"],
    ["city", "", "City required"],
    ["state", "", "State required"],
    ["phone", "", "Phone: 10-15 digits"],
    ["phone", "555-1234", "Phone: 10-15 digits"],
    ["phone", "+1234567890123456", "Phone: 10-15 digits"],
    ["phone", "++15551234567", "Phone: 10-15 digits"],
    ["phone", "555123456a", "Phone: 10-15 digits"],
    ["postalCode", "", "ZIP must be 5 digits"],
    ["postalCode", "1234", "ZIP must be 5 digits"],
    ["postalCode", "12345-678", "ZIP must be 5 digits"],
    ["postalCode", "ABCDE", "ZIP must be 5 digits"],
    ["subscription", "", "Pick a plan"],
    ["subscription", "weekly", "Pick a plan"],
    ["subscription", undefined, "Pick a plan"],
    ["firstName", "x".repeat(81), "At most 80 characters"],
    ["street", "x".repeat(201), "At most 200 characters"],
  ])("%s = %o → %s", (field, value, message) => {
    expect(firstError(wizard, { ...validRequiredInfo, [field]: value }, field)).toBe(message);
  });
});

describe("requirements 5 edit-page wording", () => {
  const edit = requiredInfoSchema("edit");
  it.each([
    ["firstName", "", "First name required"],
    ["altName", "", "Alt / stage name required"],
    ["phone", "12345", "10–15 digits"],
    ["postalCode", "1234", "ZIP invalid"],
    ["subscription", "", "Pick a plan"],
  ])("%s = %o → %s", (field, value, message) => {
    expect(firstError(edit, { ...validRequiredInfo, [field]: value }, field)).toBe(message);
  });

  it("the phone messages differ only by the dash", () => {
    expect(PROFILE_MESSAGES.wizard.phone).toBe("Phone: 10-15 digits");
    expect(PROFILE_MESSAGES.edit.phone).toBe("10\u201315 digits");
  });
});

describe('requirements 5: "phone: optional plus followed by 10 to 15 digits"; "postalCode: 5 digits, optionally a hyphen and 4 digits"', () => {
  const wizard = requiredInfoSchema("wizard");
  it.each([
    ["5551234567", "5551234567"],
    ["+15551234567", "+15551234567"],
    ["123456789012345", "123456789012345"],
    ["+1 (555) 123-4567", "+15551234567"],
    [" 555.123.4567 ", "5551234567"],
  ])("phone %o is stored as %o", (phone, stored) => {
    expect(wizard.parse({ ...validRequiredInfo, phone }).phone).toBe(stored);
  });

  it.each([["78701"], ["78701-1234"], [" 78701 "]])("postal code %o is valid", (postalCode) => {
    expect(wizard.parse({ ...validRequiredInfo, postalCode }).postalCode).toBe(postalCode.trim());
  });
});

describe('requirements 5: "taxID: required when any of Apple Pay, Google Pay or Samsung Pay is ticked; otherwise optional"', () => {
  it.each([
    ["wizard", { acceptsApplePay: true }, "Tax ID required for Pay platforms"],
    ["wizard", { acceptsGooglePay: "on" }, "Tax ID required for Pay platforms"],
    ["wizard", { acceptsSamsungPay: "true", taxID: "   " }, "Tax ID required for Pay platforms"],
    ["edit", { acceptsApplePay: true }, "Tax ID required"],
    ["wizard", { acceptsApplePay: true, taxID: "12-3456789" }, undefined],
    ["wizard", { acceptsApplePay: false, acceptsGooglePay: "false" }, undefined],
    ["wizard", {}, undefined],
  ] as const)("%s %o → %s", (variant, wallets, message) => {
    expect(firstError(requiredInfoSchema(variant), { ...validRequiredInfo, ...wallets }, "taxID")).toBe(message);
  });

  it("is reported together with the other fields' messages", () => {
    expect(errorsOf(requiredInfoSchema("wizard"), { acceptsApplePay: "on" })).toMatchObject({
      firstName: ["First name required"],
      subscription: ["Pick a plan"],
      taxID: ["Tax ID required for Pay platforms"],
    });
  });
});

describe("a valid step 2", () => {
  it("parses, coerces checkboxes and drops unknown keys", () => {
    expect(
      requiredInfoSchema("wizard").parse({
        ...validRequiredInfo,
        firstName: "  Maya ",
        acceptsApplePay: "on",
        taxID: " 12-3456789 ",
        role: "admin",
      }),
    ).toEqual({
      ...validRequiredInfo,
      acceptsApplePay: true,
      acceptsGooglePay: false,
      acceptsSamsungPay: false,
      taxID: "12-3456789",
    });
  });
});

describe("step 3, Optional Details", () => {
  it("is all optional, with empty lists and the default theme #008080", () => {
    expect(optionalDetailsSchema.parse({})).toEqual({
      tags: [],
      genres: [],
      themeColor: "#008080",
      currency: "USD",
      videos: [],
      events: [],
      // no amounts and no toggles unless the form sends them
      tipAmounts: [],
      showTipAmounts: false,
      shownLinks: [],
      linkToggles: false,
    });
  });

  it("treats blank text as not given and trims the rest", () => {
    expect(optionalDetailsSchema.parse({ description: "   ", thought: " Music heals ", payPalUrl: "" })).toMatchObject({
      description: undefined,
      thought: "Music heals",
      payPalUrl: undefined,
    });
  });

  it.each([
    ["description", "x".repeat(1001), "At most 1000 characters"],
    ["thought", "x".repeat(501), "At most 500 characters"],
    ["payPalUrl", "x".repeat(301), "At most 300 characters"],
    ["tags", Array.from({ length: 21 }, (_, i) => `tag${i}`), "At most 20 tags"],
    ["tags.0", ["x".repeat(31)], "Each tag at most 30 characters"],
    ["tags.0", ["  "], "Tags cannot be empty"],
    ["genres.0", ["Polka"], "Pick genres from the list"],
    ["themeColor", "teal", "Pick a colour such as #008080"],
    ["themeColor", "#0f0", "Pick a colour such as #008080"],
    [
      "videos",
      Array.from({ length: 21 }, () => ({ url: "https://youtu.be/dQw4w9WgXcQ", id: "dQw4w9WgXcQ" })),
      "At most 20 videos",
    ],
    [
      "events",
      Array.from({ length: 201 }, (_, i) => ({
        id: `e${i}`,
        title: "Gig",
        startTime: "2025-05-01T12:00",
        endTime: "2025-05-01T13:00",
      })),
      "At most 200 events",
    ],
  ])("%s → %s", (field, value, message) => {
    const input = { [field.split(".")[0] ?? field]: value };
    expect(firstError(optionalDetailsSchema, input, field)).toBe(message);
  });

  it("keeps only listed genres and distinct tags", () => {
    expect(
      optionalDetailsSchema.parse({ tags: ["busker", " busker ", "folk"], genres: ["Jazz", "Jazz", "Hip-Hop"] }),
    ).toMatchObject({
      tags: ["busker", "folk"],
      genres: ["Jazz", "Hip-Hop"],
    });
  });
});

describe('requirements 5 links: "accept a full url or a bare username"; ARCHITECTURE: "a javascript: value is refused on input"', () => {
  it.each([
    ["payPalUrl", "maya"],
    ["payPalUrl", "https://paypal.me/maya"],
    ["venmoUrl", "@maya-sings"],
    ["cashAppTag", "$maya"],
    ["cashAppTag", "https://cash.app/$maya"],
    ["spotifyUrl", "https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb"],
    ["instagramUrl", "maya.sings"],
    ["twitterUrl", "x.com/maya"],
  ])("%s %o is accepted as typed", (field, value) => {
    expect(optionalDetailsSchema.parse({ [field]: value })).toMatchObject({ [field]: value });
  });

  it.each([
    ["payPalUrl", "javascript:alert(1)"],
    ["instagramUrl", "JaVaScRiPt:alert(document.cookie)"],
    ["facebookUrl", " \u0000javascript:alert(1)"],
    ["twitterUrl", "java\tscript:alert(1)"],
    ["youTubeUrl", "data:text/html,<script>alert(1)</script>"],
    ["tikTokUrl", "vbscript:msgbox(1)"],
    ["venmoUrl", "my venmo name"],
    ["cashAppTag", "javascript:alert(1)"],
    ["cashAppTag", "https://example.com/pay"],
  ])("%s %o → Enter a valid link or username", (field, value) => {
    expect(firstError(optionalDetailsSchema, { [field]: value }, field)).toBe("Enter a valid link or username");
  });
});

describe('requirements 5 events: "title (trimmed), start and end required; location optional"', () => {
  const event = {
    id: "evt_1746100800000_k3j9",
    title: "Gig",
    startTime: "2025-05-01T12:00",
    endTime: "2025-05-01T13:00",
  };
  it.each([
    ["title", { title: "  " }, "Title required"],
    ["title", { title: undefined }, "Title required"],
    ["startTime", { startTime: "" }, "Start required"],
    ["startTime", { startTime: "tomorrow" }, "Start required"],
    ["endTime", { endTime: undefined }, "End required"],
    ["endTime", { endTime: "2025-05-01T12:00" }, "End must be after start"],
    ["endTime", { endTime: "2025-05-01T11:00" }, "End must be after start"],
    ["id", { id: "" }, "Invalid event id"],
    ["id", { id: "a b" }, "Invalid event id"],
    ["location", { location: "x".repeat(201) }, "At most 200 characters"],
  ])("%s %o → %s", (field, change, message) => {
    expect(firstError(eventSchema, { ...event, ...change }, field)).toBe(message);
  });

  it.each([
    [{ startTime: "2025-05-01T12:00:00.000Z", endTime: "2025-05-01T13:00:00.000Z" }],
    [{ startTime: "2025-05-01T12:00:00+02:00", endTime: "2025-05-01T11:00:00Z" }],
    [{ id: "1714567890123" }],
  ])("accepts %o", (change) => {
    expect(eventSchema.safeParse({ ...event, ...change }).success).toBe(true);
  });

  it("trims the title and drops a blank location; the modal has no id", () => {
    expect(newEventSchema.parse({ ...event, id: undefined, title: " Gig ", location: " " })).toEqual({
      title: "Gig",
      startTime: "2025-05-01T12:00",
      endTime: "2025-05-01T13:00",
    });
  });
});

describe("videos: a YouTube link and its id", () => {
  it.each([
    [{ url: "https://youtu.be/dQw4w9WgXcQ", id: "dQw4w9WgXcQ", title: "Live" }, true],
    [{ url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", id: "dQw4w9WgXcQ" }, true],
    [{ url: "https://youtu.be/dQw4w9WgXcQ", id: "aaaaaaaaaaa" }, false],
    [{ url: "javascript:alert(1)//youtu.be/dQw4w9WgXcQ", id: "dQw4w9WgXcQ" }, false],
    [{ url: "https://vimeo.com/1", id: "dQw4w9WgXcQ" }, false],
  ])("%o valid %s", (video, valid) => {
    expect(optionalDetailsSchema.safeParse({ videos: [video] }).success).toBe(valid);
  });
});

describe("the edit page: the same fields in one form, edit wording", () => {
  it("parses both steps together", () => {
    const result = profileEditSchema.parse({
      ...validRequiredInfo,
      acceptsGooglePay: true,
      taxID: "X1",
      tags: ["folk"],
    });
    expect(result).toMatchObject({
      firstName: "Maya",
      acceptsGooglePay: true,
      taxID: "X1",
      tags: ["folk"],
      themeColor: "#008080",
    });
  });

  it("uses the edit messages", () => {
    expect(errorsOf(profileEditSchema, { ...validRequiredInfo, postalCode: "x", acceptsApplePay: true })).toEqual({
      postalCode: ["ZIP invalid"],
      taxID: ["Tax ID required"],
    });
  });
});

describe('with HTML forms through Conform (empty strings are undefined, a ticked checkbox is "on")', () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };
  const base = Object.entries(validRequiredInfo);

  it("accepts a filled step 2 with a ticked checkbox and blank optional fields", () => {
    const submission = parseWithZod(
      form([...base, ["acceptsApplePay", "on"], ["taxID", "12-3456789"], ["acceptsGooglePay", ""]]),
      { schema: requiredInfoSchema("wizard") },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      acceptsApplePay: true,
      acceptsGooglePay: false,
      acceptsSamsungPay: false,
      taxID: "12-3456789",
    });
  });

  it("shows the spec's messages for blank required fields", () => {
    const submission = parseWithZod(
      form([
        ["firstName", ""],
        ["phone", ""],
        ["postalCode", ""],
        ["subscription", ""],
        ["acceptsSamsungPay", "on"],
        ["taxID", ""],
      ]),
      { schema: requiredInfoSchema("wizard") },
    );
    expect(submission.status === "error" && submission.error).toMatchObject({
      firstName: ["First name required"],
      lastName: ["Last name required"],
      phone: ["Phone: 10-15 digits"],
      postalCode: ["ZIP must be 5 digits"],
      subscription: ["Pick a plan"],
      taxID: ["Tax ID required for Pay platforms"],
    });
  });

  it("reads step 3 lists, nested videos and events, and blank links", () => {
    const submission = parseWithZod(
      form([
        ["tags", "folk"],
        ["genres", "Jazz"],
        ["genres", "Pop"],
        ["payPalUrl", ""],
        ["instagramUrl", "@maya.sings"],
        ["themeColor", "#123abc"],
        ["videos[0].url", "https://youtu.be/dQw4w9WgXcQ"],
        ["videos[0].id", "dQw4w9WgXcQ"],
        ["events[0].id", "evt_1"],
        ["events[0].title", "Gig"],
        ["events[0].startTime", "2025-05-01T12:00"],
        ["events[0].endTime", "2025-05-01T13:00"],
        ["events[0].location", ""],
      ]),
      { schema: optionalDetailsSchema },
    );
    expect(submission.status === "success" && submission.value).toEqual({
      tags: ["folk"],
      genres: ["Jazz", "Pop"],
      instagramUrl: "@maya.sings",
      themeColor: "#123abc",
      currency: "USD",
      videos: [{ url: "https://youtu.be/dQw4w9WgXcQ", id: "dQw4w9WgXcQ" }],
      events: [{ id: "evt_1", title: "Gig", startTime: "2025-05-01T12:00", endTime: "2025-05-01T13:00" }],
      tipAmounts: [],
      showTipAmounts: false,
      shownLinks: [],
      linkToggles: false,
    });
  });

  it("refuses a javascript: link from a form too", () => {
    const submission = parseWithZod(form([["twitterUrl", "javascript:alert(1)"]]), { schema: optionalDetailsSchema });
    expect(submission.status === "error" && submission.error).toEqual({
      twitterUrl: ["Enter a valid link or username"],
    });
  });
});

it("gives the same schema object for a wording each time (Conform caches per schema)", () => {
  expect(requiredInfoSchema("wizard")).toBe(requiredInfoSchema("wizard"));
  expect(requiredInfoSchema("wizard")).not.toBe(requiredInfoSchema("edit"));
});
