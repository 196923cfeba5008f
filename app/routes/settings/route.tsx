import { eq } from "drizzle-orm";
import { Form } from "react-router";
import {
  ACCOUNT_MESSAGES,
  changeEmailSchema,
  changePasswordSchema,
  DELETE_PHRASES,
  deleteAccountSchema,
} from "~/domain/account-forms";
import { hasPassword } from "~/.server/accounts/delete-account";
import { listPasskeys } from "~/.server/accounts/passkeys";
import { listDevices } from "~/.server/accounts/sessions";
import { user } from "~/.server/platform/db/schema";
import { requireUser } from "~/.server/accounts/session";
import type { Route } from "./+types/route";
import * as actions from "./actions.server";
import { LocalTime } from "~/components/local-time";
import { PasskeysCard } from "./passkeys";
import * as passkeyActions from "./passkeys.server";
import { useSettingsReply } from "./reply";
import { SchemaForm } from "./schema-form";
import { TwoFactorCard } from "./two-factor";
import * as twoFactorActions from "./two-factor.server";
import { findPlan } from "~/.server/tips/plans";
import { AccountCard, Notice, SubmitButton } from "./ui";
import { m } from "~/i18n/paraglide/messages.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { LOCALES, NATIVE_NAMES, toLocale } from "~/domain/languages";

export const meta: Route.MetaFunction = () => [{ title: m.settings_meta_title() }];

/** The page can show a TOTP secret and backup codes: no copy of it is kept anywhere. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context;
  const owner = requireUser(context);
  const [[row], devices, withPassword, passkeys] = await Promise.all([
    runtime.db
      .select({ emailVerified: user.emailVerified, twoFactorEnabled: user.twoFactorEnabled, locale: user.locale })
      .from(user)
      .where(eq(user.id, owner.id)),
    listDevices(runtime, request, owner),
    hasPassword(runtime, owner.id),
    listPasskeys(runtime, owner.id),
  ]);
  return {
    email: owner.email,
    emailVerified: Boolean(row?.emailVerified),
    requireVerification: runtime.settings.REQUIRE_EMAIL_VERIFICATION,
    twoFactorEnabled: Boolean(row?.twoFactorEnabled),
    mailLocale: toLocale(row?.locale) ?? "en",
    hasPassword: withPassword,
    devices,
    passkeys,
    minPasswordLength: runtime.settings.PASSWORD_MIN_LENGTH,
    done: DONE[new URL(request.url).searchParams.get("done") ?? ""] ?? null,
    // Plans paid through Stripe: the customer portal, once the owner has paid for one
    billing: runtime.settings.stripe?.prices ? await findPlan(runtime.db, owner.id) : null,
  };
}

/** What a form that renewed the session says after its redirect (?done=…), and under which card. */
const DONE: Record<string, { intent: string; notice: string }> = {
  password: { intent: "change-password", notice: ACCOUNT_MESSAGES.passwordChanged },
  devices: { intent: "sign-out-others", notice: ACCOUNT_MESSAGES.otherSessionsEnded },
  "two-factor": { intent: "two-factor-confirm", notice: ACCOUNT_MESSAGES.twoFactorEnabled },
  "two-factor-off": { intent: "two-factor-disable", notice: ACCOUNT_MESSAGES.twoFactorDisabled },
  language: { intent: "mail-language", notice: ACCOUNT_MESSAGES.mailLanguageSaved },
};

const INTENTS = {
  "change-password": actions.changePassword,
  "change-email": actions.changeEmail,
  "sign-out-others": actions.signOutOthers,
  "mail-language": actions.setMailLanguage,
  "two-factor-start": twoFactorActions.startTwoFactor,
  "two-factor-confirm": twoFactorActions.confirmTwoFactor,
  "two-factor-disable": twoFactorActions.disableTwoFactor,
  "passkey-rename": passkeyActions.renamePasskey,
  "passkey-delete": passkeyActions.deletePasskey,
  delete: actions.deleteAccount,
} as const;

/** Every form acts on the signed-in user only: no form names a user. */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = requireUser(context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "") as keyof typeof INTENTS;
  const handler = INTENTS[intent];
  if (!handler) throw new Response("Unknown action", { status: 400 });
  return handler({ runtime: context.runtime, request, clientIp: context.clientIp, owner, formData });
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const reply = useSettingsReply();
  const minLength = loaderData.minPasswordLength;
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-white">{m.settings_title()}</h1>
        <p className="mt-1 text-slate-400">
          {m.settings_signed_in_as()} <strong className="text-slate-200">{loaderData.email}</strong>
          {loaderData.emailVerified
            ? m.settings_confirmed()
            : loaderData.requireVerification
              ? m.settings_not_confirmed()
              : ""}
        </p>
      </header>

      {loaderData.hasPassword && (
        <AccountCard id="password-heading" title={m.settings_password()}>
          <SchemaForm
            intent="change-password"
            schema={changePasswordSchema(minLength)}
            submit={m.settings_change_password()}
            fields={[
              {
                name: "currentPassword",
                label: m.settings_current_password(),
                type: "password",
                autoComplete: "current-password",
              },
              {
                name: "password",
                label: m.reset_new_password(),
                type: "password",
                autoComplete: "new-password",
                hint: m.field_password_hint({ count: minLength }),
              },
              { name: "confirm", label: m.reset_new_password_again(), type: "password", autoComplete: "new-password" },
            ]}
          />
        </AccountCard>
      )}

      <AccountCard id="email-heading" title={m.settings_email()}>
        <SchemaForm
          intent="change-email"
          schema={changeEmailSchema}
          submit={m.settings_change_email()}
          fields={[
            { name: "newEmail", label: m.settings_new_email(), type: "email", autoComplete: "email" },
            ...(loaderData.hasPassword
              ? [
                  {
                    name: "currentPassword",
                    label: m.settings_current_password(),
                    type: "password",
                    autoComplete: "current-password",
                  },
                ]
              : []),
          ]}
        />
      </AccountCard>

      <AccountCard id="devices-heading" title={m.settings_devices()}>
        <ul className="divide-y divide-white/10 rounded-2xl ring-1 ring-white/10">
          {loaderData.devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <span className="font-medium text-slate-100">
                {device.userAgent}
                {device.current && (
                  <span className="ms-2 rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs text-emerald-300">
                    {m.settings_this_device()}
                  </span>
                )}
              </span>
              <span className="text-xs text-slate-400">
                {m.settings_last_used()} <LocalTime iso={device.lastSeen} />
              </span>
            </li>
          ))}
        </ul>
        {reply?.intent === "sign-out-others" && reply.notice && <Notice>{reply.notice}</Notice>}
        <Form method="post">
          <SubmitButton name="intent" value="sign-out-others" tone="quiet">
            {m.settings_sign_out_others()}
          </SubmitButton>
        </Form>
      </AccountCard>

      <AccountCard id="mail-language" title={m.settings_mail_language()}>
        <p className="text-sm text-slate-400">{m.settings_mail_language_hint()}</p>
        {reply?.intent === "mail-language" && reply.notice && <Notice>{reply.notice}</Notice>}
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-semibold text-slate-200">
            <span className="sr-only">{m.settings_mail_language()}</span>
            <select
              name="locale"
              defaultValue={loaderData.mailLocale}
              className="min-h-11 rounded-xl border border-white/15 bg-slate-950 px-3 text-white"
            >
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {NATIVE_NAMES[locale]}
                </option>
              ))}
            </select>
          </label>
          <SubmitButton name="intent" value="mail-language" tone="quiet">
            {m.settings_mail_language_save()}
          </SubmitButton>
        </Form>
      </AccountCard>

      <PasskeysCard passkeys={loaderData.passkeys} />

      <TwoFactorCard enabled={loaderData.twoFactorEnabled} hasPassword={loaderData.hasPassword} />

      {loaderData.billing && (
        <AccountCard id="billing-heading" title={m.settings_billing()}>
          <p className="text-sm text-slate-300">{m.settings_billing_lede()}</p>
          <form method="post" action="/payments/portal">
            <button
              type="submit"
              className="rounded-full px-5 py-2.5 font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10"
            >
              {m.settings_manage_billing()}
            </button>
          </form>
        </AccountCard>
      )}

      <AccountCard id="data-heading" title={m.settings_download()}>
        <p className="text-sm text-slate-300">{m.settings_download_lede()}</p>
        <div className="flex flex-wrap gap-3">
          <a
            href="/settings/data.json"
            download
            className="rounded-full px-5 py-2.5 font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10"
          >
            {m.settings_download_profile()}
          </a>
          <a
            href="/api/analytics/export.csv"
            download
            className="rounded-full px-5 py-2.5 font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10"
          >
            {m.settings_download_analytics()}
          </a>
        </div>
      </AccountCard>

      <AccountCard id="delete-heading" title={m.settings_delete()} tone="danger">
        <p className="text-sm text-slate-300">
          {m.settings_delete_lede_before()} <strong className="text-white">{DELETE_PHRASES[getLocale()]}</strong>{" "}
          {m.settings_delete_lede_after()}
        </p>
        <SchemaForm
          intent="delete"
          id="delete-account"
          schema={deleteAccountSchema}
          submit={m.settings_delete()}
          tone="danger"
          fields={[
            ...(loaderData.hasPassword
              ? [{ name: "password", label: m.settings_password(), type: "password", autoComplete: "current-password" }]
              : []),
            { name: "phrase", label: m.settings_confirmation_words(), type: "text", autoComplete: "off" },
          ]}
        />
      </AccountCard>
    </main>
  );
}
