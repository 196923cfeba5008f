import { data, redirect } from "react-router";
import { socialErrorMessage } from "~/domain/account-forms";
import { currencyForLanguages, DEFAULT_CURRENCY } from "~/domain/currency";
import { optionalDetailsDefaults, requiredInfoDefaults } from "~/domain/profile-forms";
import { photosDefaults } from "~/domain/profile-projection";
import { todayIso } from "~/.server/profiles/forms";
import { findProfile } from "~/.server/profiles/store";
import { listTags } from "~/.server/profiles/tags";
import type { Runtime } from "~/.server/runtime";
import { requireUser, signedInUser, type SessionUser } from "~/.server/accounts/session";
import { markPageLive } from "~/components/page-live";
import { keepFormOnFailure } from "~/components/profile-form/keep-form";
import { SAVE_FAILED_MESSAGES } from "~/domain/form-draft";
import type { Route } from "./+types/route";
import { continueStep, socialStep } from "./step-one.server";
import { backStep, finishStep } from "./step-optional-details.server";
import { requiredInfoStep } from "./step-required-info.server";
import { Benefits, SignedInStepOne, StepOne, WelcomePanel } from "./step-one";
import { StepOptionalDetails } from "./step-optional-details";
import { StepRequiredInfo } from "./step-required-info";
import { m } from "~/i18n/paraglide/messages.js";

export const meta: Route.MetaFunction = () => [
  { title: m.signup_meta_title() },
  { name: "description", content: m.signup_meta_description() },
];

/** A signed-in user's steps hold their details: never kept by any cache. */
const PRIVATE = { "Cache-Control": "private, no-store" };

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

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
  const user = signedInUser(context);
  if (!user) return { ...common, step: 1 as const, socialError: socialErrorMessage(url.searchParams.get("error")) };
  const languages = request.headers.get("accept-language");
  return data(await signedInStep(runtime, user, url, common, languages), { headers: PRIVATE });
}

async function signedInStep(
  runtime: Runtime,
  user: SessionUser,
  url: URL,
  common: { providers: { google: boolean; apple: boolean; oidc: string | null }; minPasswordLength: number },
  languages: string | null,
) {
  const profile = await findProfile(runtime.db, user.id);
  if (profile?.completed) throw redirect("/dashboard");
  const requested = url.searchParams.get("step");
  if (requested === "1") return { ...common, step: "signed-in" as const, email: user.email };
  // Step 3 only after step 2 was saved: a required field missing means step 2 is not done.
  const step2Done = Boolean(profile?.firstName && profile.phone && profile.subscription);
  const stored = profile!;
  if (requested === "3" && step2Done) {
    return {
      ...common,
      step: 3 as const,
      userId: user.id,
      today: todayIso(),
      tagSuggestions: await listTags(runtime.db),
      defaults: {
        ...optionalDetailsDefaults(stored),
        // Profiles have no country: a new one starts in the currency of the browser's region (pt-BR → BRL).
        currency: stored.currency === DEFAULT_CURRENCY ? currencyForLanguages(languages) : stored.currency,
      },
      photos: photosDefaults(stored),
      publicUrl: runtime.settings.PUBLIC_URL,
    };
  }
  return {
    ...common,
    step: 2 as const,
    userId: user.id,
    defaults: requiredInfoDefaults(stored),
    photos: photosDefaults(stored),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { runtime, clientIp } = context;
  const formData = await request.formData();
  const args = { runtime, request, clientIp, formData };
  switch (formData.get("intent")) {
    case "continue":
      return continueStep(args);
    case "google":
      return socialStep(args, "google");
    case "apple":
      return socialStep(args, "apple");
    case "oidc":
      return socialStep(args, "oidc");
  }
  // Steps 2 and 3 belong to a signed-in user, and write only that user's own profile.
  const user = requireUser(context);
  switch (formData.get("intent")) {
    case "required-info":
      return requiredInfoStep({ runtime, user, formData });
    case "back":
      return backStep({ runtime, user, formData });
    case "finish":
      return finishStep({ runtime, user, formData });
  }
  return data({ result: { status: "error" as const, error: { "": ["Unknown action"] } } }, { status: 400 });
}

/**
 * In the browser, around the server's action: a save or sign-in that does not get through (offline, a 5xx, no
 * answer) leaves the step on screen with its fields and a message, instead of the error page.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepFormOnFailure(
    request,
    serverAction,
    (formData) => {
      const intent = formData.get("intent");
      if (intent === "finish") return SAVE_FAILED_MESSAGES.finish;
      if (intent === "required-info" || intent === "back") return SAVE_FAILED_MESSAGES.save;
      return SAVE_FAILED_MESSAGES.signIn;
    },
    (formData) => {
      // The dashboard that follows a Finish says the page is live.
      if (formData.get("intent") === "finish") markPageLive();
    },
  );
}

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  const saveFailed = actionData && "saveFailed" in actionData ? actionData.saveFailed : undefined;
  switch (loaderData.step) {
    case 1:
      return (
        <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-2 lg:gap-10 lg:py-16">
          <WelcomePanel />
          <StepOne
            minPasswordLength={loaderData.minPasswordLength}
            providers={loaderData.providers}
            lastResult={lastResult}
            socialError={saveFailed ?? loaderData.socialError}
          />
          <Benefits />
        </main>
      );
    case "signed-in":
      return (
        <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-2 lg:gap-10 lg:py-16">
          <WelcomePanel />
          <SignedInStepOne email={loaderData.email} />
          <Benefits />
        </main>
      );
    case 2:
      return (
        <StepRequiredInfo
          userId={loaderData.userId}
          defaults={loaderData.defaults}
          photos={loaderData.photos}
          lastResult={lastResult}
          saveFailed={saveFailed}
        />
      );
    case 3:
      return (
        <StepOptionalDetails
          userId={loaderData.userId}
          defaults={loaderData.defaults}
          photos={loaderData.photos}
          tagSuggestions={loaderData.tagSuggestions}
          today={loaderData.today}
          lastResult={lastResult}
          saveFailed={saveFailed}
          publicUrl={loaderData.publicUrl}
        />
      );
  }
}
