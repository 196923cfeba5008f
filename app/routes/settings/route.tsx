import { eq } from "drizzle-orm";
import { Form } from "react-router";
import { ACCOUNT_MESSAGES, changeEmailSchema, changePasswordSchema, deleteAccountSchema } from "~/domain/account-forms";
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
import { AccountCard, Notice, SubmitButton } from "./ui";

export const meta: Route.MetaFunction = () => [{ title: "Account settings · Tipped" }];

/** The page can show a TOTP secret and backup codes: no copy of it is kept anywhere (issue 30 N18). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context;
  const owner = requireUser(context);
  const [[row], devices, withPassword, passkeys] = await Promise.all([
    runtime.db
      .select({ emailVerified: user.emailVerified, twoFactorEnabled: user.twoFactorEnabled })
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
    hasPassword: withPassword,
    devices,
    passkeys,
    minPasswordLength: runtime.settings.PASSWORD_MIN_LENGTH,
    done: DONE[new URL(request.url).searchParams.get("done") ?? ""] ?? null,
  };
}

/** What a form that renewed the session says after its redirect (?done=…), and under which card. */
const DONE: Record<string, { intent: string; notice: string }> = {
  password: { intent: "change-password", notice: ACCOUNT_MESSAGES.passwordChanged },
  devices: { intent: "sign-out-others", notice: ACCOUNT_MESSAGES.otherSessionsEnded },
  "two-factor": { intent: "two-factor-confirm", notice: ACCOUNT_MESSAGES.twoFactorEnabled },
  "two-factor-off": { intent: "two-factor-disable", notice: ACCOUNT_MESSAGES.twoFactorDisabled },
};

const INTENTS = {
  "change-password": actions.changePassword,
  "change-email": actions.changeEmail,
  "sign-out-others": actions.signOutOthers,
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
        <h1 className="text-3xl font-extrabold tracking-tight text-white">Account settings</h1>
        <p className="mt-1 text-slate-400">
          Signed in as <strong className="text-slate-200">{loaderData.email}</strong>
          {loaderData.emailVerified
            ? " · confirmed"
            : loaderData.requireVerification
              ? " · not confirmed yet: your page is hidden until you open the link we sent"
              : ""}
        </p>
      </header>

      {loaderData.hasPassword && (
        <AccountCard id="password-heading" title="Password">
          <SchemaForm
            intent="change-password"
            schema={changePasswordSchema(minLength)}
            submit="Change password"
            fields={[
              {
                name: "currentPassword",
                label: "Current password",
                type: "password",
                autoComplete: "current-password",
              },
              {
                name: "password",
                label: "New password",
                type: "password",
                autoComplete: "new-password",
                hint: `At least ${minLength} characters.`,
              },
              { name: "confirm", label: "New password again", type: "password", autoComplete: "new-password" },
            ]}
          />
        </AccountCard>
      )}

      <AccountCard id="email-heading" title="Email">
        <SchemaForm
          intent="change-email"
          schema={changeEmailSchema}
          submit="Change email"
          fields={[
            { name: "newEmail", label: "New email", type: "email", autoComplete: "email" },
            ...(loaderData.hasPassword
              ? [
                  {
                    name: "currentPassword",
                    label: "Current password",
                    type: "password",
                    autoComplete: "current-password",
                  },
                ]
              : []),
          ]}
        />
      </AccountCard>

      <AccountCard id="devices-heading" title="Signed-in devices">
        <ul className="divide-y divide-white/10 rounded-2xl ring-1 ring-white/10">
          {loaderData.devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <span className="font-medium text-slate-100">
                {device.userAgent}
                {device.current && (
                  <span className="ml-2 rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs text-emerald-300">
                    this device
                  </span>
                )}
              </span>
              <span className="text-xs text-slate-400">
                last used <LocalTime iso={device.lastSeen} />
              </span>
            </li>
          ))}
        </ul>
        {reply?.intent === "sign-out-others" && reply.notice && <Notice>{reply.notice}</Notice>}
        <Form method="post">
          <SubmitButton name="intent" value="sign-out-others" tone="quiet">
            Sign out everywhere else
          </SubmitButton>
        </Form>
      </AccountCard>

      <PasskeysCard passkeys={loaderData.passkeys} />

      <TwoFactorCard enabled={loaderData.twoFactorEnabled} hasPassword={loaderData.hasPassword} />

      <AccountCard id="data-heading" title="Download my data">
        <p className="text-sm text-slate-300">
          Your profile with the addresses of your photos, and your page's analytics.
        </p>
        <div className="flex flex-wrap gap-3">
          <a
            href="/settings/data.json"
            download
            className="rounded-full px-5 py-2.5 font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10"
          >
            Profile (JSON)
          </a>
          <a
            href="/api/analytics/export.csv"
            download
            className="rounded-full px-5 py-2.5 font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10"
          >
            Analytics (CSV)
          </a>
        </div>
      </AccountCard>

      <AccountCard id="delete-heading" title="Delete my account" tone="danger">
        <p className="text-sm text-slate-300">
          This removes your account, your page, its analytics and every photo, for good. Type{" "}
          <strong className="text-white">{ACCOUNT_MESSAGES.deletePhrase}</strong> to confirm.
        </p>
        <SchemaForm
          intent="delete"
          id="delete-account"
          schema={deleteAccountSchema}
          submit="Delete my account"
          tone="danger"
          fields={[
            ...(loaderData.hasPassword
              ? [{ name: "password", label: "Password", type: "password", autoComplete: "current-password" }]
              : []),
            { name: "phrase", label: "Confirmation words", type: "text", autoComplete: "off" },
          ]}
        />
      </AccountCard>
    </main>
  );
}
