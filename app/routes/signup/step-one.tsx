import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { usePasskeySignIn } from "~/components/passkeys/sign-in";
import { FieldError, TextField } from "~/components/ui/field";
import { signInSchema } from "~/domain/sign-in";
import { m } from "~/i18n/paraglide/messages.js";

const benefits = () =>
  [
    [m.signup_benefit_link_title(), m.signup_benefit_link_body()],
    [m.signup_benefit_qr_title(), m.signup_benefit_qr_body()],
    [m.signup_benefit_page_title(), m.signup_benefit_page_body()],
    [m.signup_benefit_analytics_title(), m.signup_benefit_analytics_body()],
  ] as const;

/**
 * The welcome: on a phone only its heading and a line, so the form is on the first screen (the email
 * field once started at y = 1015 on an 844 px screen); the benefits follow the form there (`Benefits`).
 */
export function WelcomePanel() {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="rounded-3xl bg-gradient-to-br from-emerald-500/20 via-teal-500/10 to-transparent p-5 ring-1 ring-white/10 lg:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-emerald-300">{m.signup_welcome()}</p>
      <h1 id="welcome-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-white lg:mt-3 lg:text-4xl">
        {m.signup_welcome_title()}
      </h1>
      <p className="mt-3 text-slate-300 lg:mt-4 lg:text-lg">{m.signup_welcome_lede()}</p>
      <BenefitList className="mt-8 hidden space-y-5 lg:block" />
    </section>
  );
}

/** The benefits below the form, on screens where the welcome panel leaves them out. */
export function Benefits() {
  return (
    <section aria-label={m.signup_what_you_get()} className="px-1 lg:hidden">
      <BenefitList className="space-y-4" />
    </section>
  );
}

function BenefitList({ className }: { className: string }) {
  return (
    <ul className={className}>
      {benefits().map(([title, detail]) => (
        <li key={title} className="flex gap-3">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-5 w-5 flex-none text-emerald-400">
            <path fill="currentColor" d="M8 13.6 4.4 10 3 11.4l5 5 9-9L15.6 6z" />
          </svg>
          <span>
            <span className="block font-semibold text-white">{title}</span>
            <span className="block text-slate-300">{detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

type Providers = { google: boolean; apple: boolean; oidc: string | null };

type SocialButton = { intent: string; label: string; opening: string; look: string; logo: ReactNode };

/** The configured identity providers' buttons, in the order they are shown; OpenID Connect brings its own label. */
function socialButtons(providers: Providers): SocialButton[] {
  const buttons: (SocialButton | false)[] = [
    providers.google && {
      intent: "google",
      label: m.signup_continue_google(),
      opening: m.signup_opening_google(),
      look: "bg-white text-slate-900 hover:bg-slate-100",
      logo: <GoogleLogo />,
    },
    providers.apple && {
      intent: "apple",
      label: m.signup_continue_apple(),
      opening: m.signup_opening_apple(),
      look: "bg-black text-white ring-1 ring-white/20 hover:bg-slate-800",
      logo: <AppleLogo />,
    },
    !!providers.oidc && {
      intent: "oidc",
      label: providers.oidc,
      opening: m.signup_opening(),
      look: "text-slate-100 ring-1 ring-white/20 hover:bg-white/10",
      logo: null,
    },
  ];
  return buttons.filter((button) => button !== false);
}

const GoogleLogo = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
    <path
      fill="#4285F4"
      d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
    />
    <path
      fill="#34A853"
      d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
    />
    <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
    <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
  </svg>
);

const AppleLogo = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
    <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9s-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6s1.8-.8 3.3-.8 2 .8 3.3.8 2.2-1.3 3-2.5a10 10 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.4-4.2zM13.9 5a4.4 4.4 0 0 0 1-3.2 4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1.1 3.1A3.7 3.7 0 0 0 13.9 5z" />
  </svg>
);

export function StepOne({
  minPasswordLength,
  providers,
  lastResult,
  socialError,
}: {
  minPasswordLength: number;
  providers: Providers;
  lastResult: SubmissionResult<string[]> | undefined;
  socialError: string | null;
}) {
  const schema = signInSchema(minPasswordLength);
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // socialError is already a sentence (the loader translates the code: app/domain/account-forms.ts).
  const formError = form.errors?.[0] ?? socialError ?? undefined;
  // The navbar's Login comes here with ?mode=login: the same form, worded for someone coming back.
  const [searchParams] = useSearchParams();
  const login = searchParams.get("mode") === "login";
  // Passkeys need JavaScript: without it (or in a browser without them) neither the button nor the autofill exists.
  const passkey = usePasskeySignIn();
  const withPasskey = passkey.support.state === "supported";

  return (
    <section aria-labelledby="step-one-heading" className="rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10 lg:p-8">
      {login ? (
        <>
          <h2 id="step-one-heading" className="text-2xl font-bold text-white">
            {m.signup_login_title()}
          </h2>
          <p className="mt-2 text-sm text-slate-400">
            {m.signup_login_new_here()}{" "}
            <Link to="/signup" className="font-semibold text-emerald-300 underline underline-offset-2">
              {m.signup_login_sign_up()}
            </Link>{" "}
            {m.signup_login_instead()}
          </p>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-400">{m.signup_step_of({ step: 1, total: 3 })}</p>
          <h2 id="step-one-heading" className="mt-1 text-2xl font-bold text-white">
            {m.signup_title()}
          </h2>
          <p className="mt-2 text-sm text-slate-400">{m.signup_lede()}</p>
        </>
      )}
      <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        <TextField
          label={m.field_email()}
          field={fields.email}
          inputProps={{
            ...getInputProps(fields.email, { type: "email" }),
            autoComplete: passkey.support.autofill ? "username webauthn" : "email",
          }}
        />
        <TextField
          label={m.field_password()}
          field={fields.password}
          hint={m.field_password_hint({ count: minPasswordLength })}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        />
        <FieldError id={form.errorId} errors={formError ? [formError] : undefined} role="alert" />
        <p className="text-end text-sm">
          <Link to="/forgot-password" className="text-emerald-300 underline-offset-2 hover:underline">
            {m.signup_forgot_password()}
          </Link>
        </p>
        <button
          type="submit"
          name="intent"
          value="continue"
          disabled={busyIntent === "continue"}
          className="w-full rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-60"
        >
          {busyIntent === "continue"
            ? login
              ? m.signup_logging_in()
              : m.signup_continuing()
            : login
              ? m.signup_login_title()
              : m.signup_continue()}
        </button>
      </Form>
      {(providers.google || providers.apple || providers.oidc || withPasskey) && (
        <Form method="post" className="mt-6 space-y-3" noValidate>
          <div className="flex items-center gap-3 text-xs uppercase tracking-widest text-slate-400">
            <span className="h-px flex-1 bg-white/10" /> {m.signup_or()} <span className="h-px flex-1 bg-white/10" />
          </div>
          {withPasskey && (
            <>
              <button
                type="button"
                onClick={passkey.signIn}
                disabled={passkey.busy}
                aria-describedby={passkey.error ? "passkey-error" : undefined}
                className="flex w-full items-center justify-center gap-3 rounded-full px-6 py-3 font-semibold text-slate-100 ring-1 ring-emerald-300/50 hover:bg-white/10 disabled:opacity-60"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 text-emerald-300" fill="none">
                  <circle cx="8" cy="8" r="4" stroke="currentColor" strokeWidth="2" />
                  <path
                    d="M2 21v-1a5 5 0 0 1 5-5h2M14 12.5a3 3 0 1 1 4 2.8V17l-1 1 1 1-1 1.5-1-1v-4.2a3 3 0 0 1-2-2.8z"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinejoin="round"
                  />
                </svg>
                {passkey.busy ? m.signup_passkey_waiting() : m.signup_passkey_sign_in()}
              </button>
              <FieldError id="passkey-error" errors={passkey.error ? [passkey.error] : undefined} role="alert" />
            </>
          )}
          {socialButtons(providers).map(({ intent, label, opening, look, logo }) => (
            <button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              className={`flex w-full items-center justify-center gap-3 rounded-full px-6 py-3 font-semibold ${look}`}
            >
              {logo}
              {busyIntent === intent ? opening : label}
            </button>
          ))}
        </Form>
      )}
    </section>
  );
}

/** Step 1 for someone already signed in (reached with Back from step 2). */
export function SignedInStepOne({ email }: { email: string }) {
  return (
    <section aria-labelledby="step-one-heading" className="rounded-3xl bg-slate-900 p-8 ring-1 ring-white/10">
      <p className="text-sm text-slate-400">{m.signup_step_of({ step: 1, total: 3 })}</p>
      <h2 id="step-one-heading" className="mt-1 text-2xl font-bold text-white">
        {m.signup_signed_in_title()}
      </h2>
      <p className="mt-2 text-slate-300">
        {m.signup_signed_in_as()} <strong className="text-white">{email}</strong>.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href="/signup?step=2"
          className="rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950 hover:bg-emerald-300"
        >
          {m.signup_continue()}
        </a>
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="rounded-full px-6 py-3 font-semibold text-slate-200 ring-1 ring-white/20 hover:bg-white/10"
          >
            {m.signup_not_you()}
          </button>
        </Form>
      </div>
    </section>
  );
}
