import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { signInSchema } from "~/domain/sign-in";
import type { Runtime } from "~/.server/runtime";
import { continueWithEmail, startSocialSignIn } from "./sign-in.server";

type StepOneArgs = { runtime: Runtime; request: Request; clientIp: string; formData: FormData };

/** Step 1, "Continue": sign up or sign in with an email and password. */
export async function continueStep({ runtime, request, clientIp, formData }: StepOneArgs) {
  const submission = parseWithZod(formData, { schema: signInSchema(runtime.settings.PASSWORD_MIN_LENGTH) });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  // The navbar's Login opens /signup?mode=login; its form posts back to that address.
  const mode = new URL(request.url).searchParams.get("mode") === "login" ? "login" : "sign-up";
  const outcome = await continueWithEmail(runtime, request, clientIp, submission.value, mode);
  if ("redirect" in outcome) return outcome.redirect;
  return data(
    { result: submission.reply({ formErrors: [outcome.error], hideFields: ["password"] }) },
    { status: outcome.error.startsWith("Too many") ? 429 : 400 },
  );
}

/** Step 1, "Continue with Google / Apple / the OIDC provider": off to the provider. */
export async function socialStep({ runtime, request, clientIp }: StepOneArgs, provider: "google" | "apple" | "oidc") {
  const outcome = await startSocialSignIn(runtime, request, clientIp, provider);
  if ("redirect" in outcome) return outcome.redirect;
  return data({ result: { status: "error" as const, error: { "": [outcome.error] } } }, { status: 400 });
}
