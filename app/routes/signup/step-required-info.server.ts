import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { requiredInfoSchema } from "~/domain/profile-forms";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "~/.server/platform/db/errors";
import { saveRequiredInfo } from "~/.server/profiles/save";
import { saveOnce } from "~/.server/profiles/save-once";
import type { Runtime } from "~/.server/runtime";
import type { SessionUser } from "~/.server/accounts/session";

/** Step 2, "Next": the required fields are saved to the user's own profile, then on to step 3. */
export async function requiredInfoStep({
  runtime,
  user,
  formData,
}: {
  runtime: Runtime;
  user: SessionUser;
  formData: FormData;
}) {
  const submission = parseWithZod(formData, { schema: requiredInfoSchema("wizard") });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    // A retry of a save already applied (its answer was lost) goes on to step 3 the same.
    await saveOnce(runtime.db, user.id, formData, () => saveRequiredInfo(runtime, user.id, submission.value));
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return data({ result: submission.reply({ formErrors: [DATABASE_UNAVAILABLE_MESSAGE] }) }, { status: 503 });
  }
  throw redirect("/signup?step=3");
}
