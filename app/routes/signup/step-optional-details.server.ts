import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, redirectDocument } from "react-router";
import { optionalDetailsSchema } from "~/domain/profile-forms";
import { finishProfile, HandleTakenError, saveOptionalDraft } from "~/.server/profiles/save";
import { saveOnce } from "~/.server/profiles/save-once";
import { SAVE_FAILED_MESSAGES } from "~/domain/form-draft";
import type { Runtime } from "~/.server/runtime";
import type { SessionUser } from "~/.server/accounts/session";
import { errorForLog } from "~/.server/platform/log-safe";

type StepArgs = { runtime: Runtime; user: SessionUser; formData: FormData };

/** Step 3, "Back": what was typed is kept as a draft, then back to step 2. */
export async function backStep({ runtime, user, formData }: StepArgs) {
  const submission = parseWithZod(formData, { schema: optionalDetailsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await saveOnce(runtime.db, user.id, formData, () => saveOptionalDraft(runtime, user.id, submission.value));
  } catch (error) {
    if (!(error instanceof HandleTakenError)) throw error;
    return data({ result: submission.reply({ fieldErrors: { handle: [error.message] } }) }, { status: 409 });
  }
  throw redirect("/signup?step=2");
}

/** Step 3, "Finish": the profile is completed (links canonicalised, page published), then the dashboard. */
export async function finishStep({ runtime, user, formData }: StepArgs) {
  const submission = parseWithZod(formData, { schema: optionalDetailsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    // A retry of a Finish already applied (its answer was lost) goes to the dashboard the same.
    await saveOnce(runtime.db, user.id, formData, () => finishProfile(runtime, user.id, submission.value));
  } catch (error) {
    if (error instanceof HandleTakenError) {
      return data({ result: submission.reply({ fieldErrors: { handle: [error.message] } }) }, { status: 409 });
    }
    console.error("Finish failed", errorForLog(error));
    return data({ result: submission.reply({ formErrors: [SAVE_FAILED_MESSAGES.finish] }) }, { status: 500 });
  }
  // Plans paid through Stripe (STRIPE_PRICE_*): the chosen plan's checkout comes next, then the dashboard.
  if (runtime.settings.stripe?.prices) throw redirectDocument("/payments/plan"); // a server route, not a page
  throw redirect("/dashboard");
}
