import { describe, expect, it } from "vitest";
import { REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_REASONS, reportReasonLabel, reportSchema } from "./report";

const errorsOf = (input: unknown) => {
  const result = reportSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe("the report form", () => {
  it("takes a reason from the list, with details and a contact email both optional", () => {
    expect(reportSchema.parse({ reason: "scam" })).toEqual({ reason: "scam", details: null, contactEmail: null });
    expect(
      reportSchema.parse({
        reason: "impersonation",
        details: "  Not the real Maya.  ",
        contactEmail: "Me@Example.com ",
      }),
    ).toEqual({ reason: "impersonation", details: "Not the real Maya.", contactEmail: "me@example.com" });
    expect(REPORT_REASONS.map((reason) => reason.label)).toEqual([
      "Spam",
      "Scam or fraud",
      "Impersonation",
      "Offensive content",
      "Other",
    ]);
    expect(reportReasonLabel("offensive")).toBe("Offensive content");
  });

  it("says what is wrong with bad input", () => {
    expect(errorsOf({})).toEqual({ reason: [REPORT_MESSAGES.reasonRequired] });
    expect(errorsOf({ reason: "boring" })).toEqual({ reason: [REPORT_MESSAGES.reasonRequired] });
    expect(errorsOf({ reason: "spam", details: "x".repeat(REPORT_DETAILS_MAX + 1) })).toEqual({
      details: [REPORT_MESSAGES.detailsTooLong],
    });
    expect(errorsOf({ reason: "spam", details: "x".repeat(REPORT_DETAILS_MAX) })).toEqual({});
    expect(errorsOf({ reason: "spam", contactEmail: "not-an-email" })).toEqual({
      contactEmail: [REPORT_MESSAGES.emailInvalid],
    });
    expect(errorsOf({ reason: "spam", details: "bad\u0000byte" })).toEqual({
      details: [REPORT_MESSAGES.controlCharacter],
    });
    expect(errorsOf({ reason: "other" })).toEqual({ details: [REPORT_MESSAGES.detailsForOther] });
    expect(errorsOf({ reason: "spam", details: "line one\nline two" })).toEqual({});
  });
});
