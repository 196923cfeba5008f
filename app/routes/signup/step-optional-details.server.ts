import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { optionalDetailsSchema } from "~/domain/profile-model";
import { finishProfile, saveOptionalDraft } from "~/.server/profiles/save";
import type { Runtime } from "~/.server/runtime";
import type { SessionUser } from "~/.server/session";
import { errorForLog } from "~/.server/log-safe";

export const FINISH_ERROR = "Error completing profile. Please try again.";

type StepArgs = { runtime: Runtime; user: SessionUser; formData: FormData };

/** Step 3, "Back": what was typed is kept as a draft, then back to step 2. */
export async function backStep({ runtime, user, formData }: StepArgs) {
  const submission = parseWithZod(formData, { schema: optionalDetailsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await saveOptionalDraft(runtime, user.id, submission.value);
  throw redirect("/signup?step=2");
}

/** Step 3, "Finish": the profile is completed (links canonicalised, page published), then the dashboard. */
export async function finishStep({ runtime, user, formData }: StepArgs) {
  const submission = parseWithZod(formData, { schema: optionalDetailsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await finishProfile(runtime, user.id, submission.value);
  } catch (error) {
    console.error("Finish failed", errorForLog(error));
    return data({ result: submission.reply({ formErrors: [FINISH_ERROR] }) }, { status: 500 });
  }
  throw redirect("/dashboard");
}
