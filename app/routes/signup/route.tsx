import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { optionalDetailsSchema, requiredInfoSchema } from "~/domain/profile-fields";
import { socialErrorMessage } from "~/domain/account-forms";
import { signInSchema } from "~/domain/sign-in";
import { finishProfile, saveOptionalDraft, saveRequiredInfo } from "~/.server/profile-save";
import { optionalDetailsDefaults, photosDefaults, requiredInfoDefaults, todayIso } from "~/.server/profile-form-defaults";
import { listTags } from "~/.server/profiles";
import { findRecipient } from "~/.server/recipients";
import { getSessionUser, requireUser } from "~/.server/session";
import type { Route } from "./+types/route";
import { continueWithEmail, startSocialSignIn } from "./sign-in.server";
import { SignedInStepOne, StepOne, WelcomePanel } from "./step-one";
import { StepOptionalDetails } from "./step-optional-details";
import { StepRequiredInfo } from "./step-required-info";

export const FINISH_ERROR = "Error completing profile. Please try again.";

export const meta: Route.MetaFunction = () => [
  { title: "Sign up or log in · Tipped" },
  { name: "description", content: "Create your Tipped page: one link for every way to tip you." },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context;
  const url = new URL(request.url);
  const common = {
    providers: {
      google: Boolean(runtime.settings.google),
      apple: Boolean(runtime.settings.apple),
      oidc: runtime.settings.oidc?.buttonLabel ?? null,
    },
    minPasswordLength: runtime.settings.PASSWORD_MIN_LENGTH,
  };
  const user = await getSessionUser(runtime, request);
  if (!user) return { ...common, step: 1 as const, socialError: socialErrorMessage(url.searchParams.get("error")) };

  const recipient = await findRecipient(runtime.db, user.id);
  if (recipient?.completed) throw redirect("/dashboard");
  const requested = url.searchParams.get("step");
  if (requested === "1") return { ...common, step: "signed-in" as const, email: user.email };
  // Step 3 only after step 2 was saved: a required field missing means step 2 is not done.
  const step2Done = Boolean(recipient?.firstName && recipient.phone && recipient.subscription);
  const stored = recipient!;
  if (requested === "3" && step2Done) {
    return {
      ...common,
      step: 3 as const,
      today: todayIso(),
      tagSuggestions: await listTags(runtime.db),
      defaults: optionalDetailsDefaults(stored),
      photos: photosDefaults(stored),
    };
  }
  return {
    ...common,
    step: 2 as const,
    defaults: requiredInfoDefaults(stored),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { runtime, clientIp } = context;
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");

  if (intent === "google" || intent === "apple" || intent === "oidc") {
    const outcome = await startSocialSignIn(runtime, request, clientIp, intent);
    if ("redirect" in outcome) return outcome.redirect;
    return data({ result: { status: "error" as const, error: { "": [outcome.error] } } }, { status: 400 });
  }

  if (intent === "continue") {
    const submission = parseWithZod(formData, { schema: signInSchema(runtime.settings.PASSWORD_MIN_LENGTH) });
    if (submission.status !== "success") {
      return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    }
    const outcome = await continueWithEmail(runtime, request, clientIp, submission.value);
    if ("redirect" in outcome) return outcome.redirect;
    return data(
      { result: submission.reply({ formErrors: [outcome.error], hideFields: ["password"] }) },
      { status: outcome.error.startsWith("Too many") ? 429 : 400 },
    );
  }

  // Steps 2 and 3 belong to a signed-in user, and write only that user's own document.
  const user = await requireUser(runtime, request);

  if (intent === "required-info") {
    const submission = parseWithZod(formData, { schema: requiredInfoSchema("wizard") });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    await saveRequiredInfo(runtime, user.id, submission.value);
    throw redirect("/signup?step=3");
  }

  if (intent === "finish" || intent === "back") {
    const submission = parseWithZod(formData, { schema: optionalDetailsSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    if (intent === "back") {
      await saveOptionalDraft(runtime, user.id, submission.value);
      throw redirect("/signup?step=2");
    }
    try {
      await finishProfile(runtime, user.id, submission.value);
    } catch (error) {
      console.error("Finish failed", error);
      return data({ result: submission.reply({ formErrors: [FINISH_ERROR] }) }, { status: 500 });
    }
    throw redirect("/dashboard");
  }

  return data({ result: { status: "error" as const, error: { "": ["Unknown action"] } } }, { status: 400 });
}

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const lastResult = actionData?.result;
  switch (loaderData.step) {
    case 1:
      return (
        <main className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-16">
          <WelcomePanel />
          <StepOne
            minPasswordLength={loaderData.minPasswordLength}
            providers={loaderData.providers}
            lastResult={lastResult}
            socialError={loaderData.socialError}
          />
        </main>
      );
    case "signed-in":
      return (
        <main className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-16">
          <WelcomePanel />
          <SignedInStepOne email={loaderData.email} />
        </main>
      );
    case 2:
      return <StepRequiredInfo defaults={loaderData.defaults} lastResult={lastResult} />;
    case 3:
      return (
        <StepOptionalDetails
          defaults={loaderData.defaults}
          photos={loaderData.photos}
          tagSuggestions={loaderData.tagSuggestions}
          today={loaderData.today}
          lastResult={lastResult}
        />
      );
  }
}
