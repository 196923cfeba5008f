import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "./text";

/**
 * "Report a profile": what a visitor may send about a profile. Parsed by the report page's
 * action (conform turns empty fields into undefined); the admin reads the stored reports.
 */

export const REPORT_REASONS = [
  { value: "spam", label: "Spam" },
  { value: "scam", label: "Scam or fraud" },
  { value: "impersonation", label: "Impersonation" },
  { value: "offensive", label: "Offensive content" },
  { value: "other", label: "Other" },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["value"];
const REASON_VALUES = REPORT_REASONS.map((reason) => reason.value) as [ReportReason, ...ReportReason[]];

export const REPORT_DETAILS_MAX = 1000;

export const REPORT_MESSAGES = {
  reasonRequired: "Choose a reason",
  detailsTooLong: `Keep the details under ${REPORT_DETAILS_MAX} characters`,
  detailsForOther: "Tell us what is wrong",
  emailInvalid: "Enter a valid email address, or leave it empty",
  controlCharacter: CONTROL_CHARACTER_MESSAGE,
  thanks: "Thank you — we'll take a look.",
  tooMany: "You have sent several reports just now. Please wait a while and try again.",
} as const;

export const reportReasonLabel = (reason: string): string =>
  REPORT_REASONS.find((entry) => entry.value === reason)?.label ?? reason;

export const reportSchema = z
  .object({
    reason: z.enum(REASON_VALUES, { error: REPORT_MESSAGES.reasonRequired }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsTooLong)
      .refine((value) => !hasControlCharacter(value, { multiline: true }), REPORT_MESSAGES.controlCharacter)
      .optional()
      .transform((value) => value || null),
    contactEmail: z
      .string()
      .trim()
      .max(254, REPORT_MESSAGES.emailInvalid)
      .pipe(z.email({ error: REPORT_MESSAGES.emailInvalid }))
      .transform((email) => email.toLowerCase())
      .optional()
      .transform((value) => value ?? null),
  })
  // "Other" says nothing by itself: it needs a word of explanation.
  .refine((report) => report.reason !== "other" || report.details, {
    path: ["details"],
    message: REPORT_MESSAGES.detailsForOther,
  });

export type ReportInput = z.output<typeof reportSchema>;

/** What a client may send: a handful an hour, enough for a real visitor, too few to flood the admin. */
export const REPORT_LIMIT = { max: 5, windowSeconds: 3600 };
