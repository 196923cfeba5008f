import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { FieldError, TextField } from "~/components/ui/field";
import {
  ACCOUNT_MESSAGES,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  enableTwoFactorSchema,
  totpCodeSchema,
} from "~/domain/account-forms";
import { hasPassword } from "~/.server/account/delete-account";
import { listPasskeys } from "~/.server/account/passkeys";
import { listDevices } from "~/.server/account/sessions";
import { user } from "~/.server/db/schema";
import { requireUser } from "~/.server/session";
import type { Route } from "./+types/route";
import * as actions from "./actions.server";
import { PasskeysCard } from "./passkeys";
import { AccountCard, Notice, SubmitButton } from "./ui";

export const meta: Route.MetaFunction = () => [{ title: "Account settings · Tipped" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context;
  const owner = await requireUser(runtime, request);
  const [[row], devices, withPassword, passkeys] = await Promise.all([
    runtime.db
      .select({ emailVerified: user.emailVerified, twoFactorEnabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, owner.id)),
    listDevices(runtime, request),
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
  "two-factor-start": actions.startTwoFactor,
  "two-factor-confirm": actions.confirmTwoFactor,
  "two-factor-disable": actions.disableTwoFactor,
  "passkey-rename": actions.renamePasskey,
  "passkey-delete": actions.deletePasskey,
  delete: actions.deleteAccount,
} as const;

/** Every form acts on the signed-in user only: no form names a user. */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireUser(context.runtime, request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "") as keyof typeof INTENTS;
  const handler = INTENTS[intent];
  if (!handler) throw new Response("Unknown action", { status: 400 });
  return handler({ runtime: context.runtime, request, clientIp: context.clientIp, owner, formData });
}

type ActionData = {
  intent: string;
  result?: SubmissionResult<string[]>;
  notice?: string;
  setup?: { qr: string; secret: string; backupCodes: string[] };
  passkeyId?: string;
  error?: string;
};

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const reply = (actionData as ActionData | undefined) ?? loaderData.done ?? undefined;
  const forIntent = (intent: string) => (reply?.intent === intent ? reply : undefined);
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
            id="change-password"
            intent="change-password"
            schema={changePasswordSchema(minLength)}
            reply={forIntent("change-password")}
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
          id="change-email"
          intent="change-email"
          schema={changeEmailSchema}
          reply={forIntent("change-email")}
          submit="Change email"
          fields={[{ name: "newEmail", label: "New email", type: "email", autoComplete: "email" }]}
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
                last used{" "}
                {new Date(device.lastSeen).toLocaleString("en-US", {
                  dateStyle: "medium",
                  timeStyle: "short",
                  timeZone: "UTC",
                })}{" "}
                UTC
              </span>
            </li>
          ))}
        </ul>
        {forIntent("sign-out-others")?.notice && <Notice>{forIntent("sign-out-others")?.notice}</Notice>}
        <Form method="post">
          <SubmitButton name="intent" value="sign-out-others" tone="quiet">
            Sign out everywhere else
          </SubmitButton>
        </Form>
      </AccountCard>

      <PasskeysCard passkeys={loaderData.passkeys} reply={reply} />

      <TwoFactorCard enabled={loaderData.twoFactorEnabled} hasPassword={loaderData.hasPassword} reply={reply} />

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
          id="delete-account"
          intent="delete"
          schema={deleteAccountSchema}
          reply={forIntent("delete")}
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

function TwoFactorCard({
  enabled,
  hasPassword,
  reply,
}: {
  enabled: boolean;
  hasPassword: boolean;
  reply: ActionData | undefined;
}) {
  const setup = reply?.intent === "two-factor-start" ? reply.setup : undefined;
  const confirmReply = reply?.intent === "two-factor-confirm" ? reply : undefined;
  const notice = reply?.intent.startsWith("two-factor") ? reply.notice : undefined;
  return (
    <AccountCard id="two-factor-heading" title="Two-factor sign-in">
      <p className="text-sm text-slate-300">
        {enabled
          ? "On: signing in asks for a code from your authenticator app."
          : "Off. Turn it on to be asked for a code from an authenticator app when you sign in."}
      </p>
      {notice && <Notice>{notice}</Notice>}
      {!hasPassword ? (
        <p className="text-sm text-slate-400">
          Two-factor needs a password: use “Forgot password?” on the sign-in page to set one.
        </p>
      ) : setup || (confirmReply && !confirmReply.notice) ? (
        <div className="space-y-4">
          {setup && (
            <>
              <img
                src={setup.qr}
                alt="QR code to scan with your authenticator app"
                width={220}
                height={220}
                className="rounded-xl bg-white p-2"
              />
              <p className="text-sm text-slate-300">
                Can't scan? Type this key:{" "}
                <code data-testid="totp-secret" className="break-all text-emerald-200">
                  {setup.secret}
                </code>
              </p>
              <div>
                <p className="text-sm font-semibold text-slate-200">Backup codes (each works once):</p>
                <ul data-testid="backup-codes" className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm text-slate-200">
                  {setup.backupCodes.map((code) => (
                    <li key={code}>{code}</li>
                  ))}
                </ul>
              </div>
            </>
          )}
          <SchemaForm
            id="two-factor-confirm"
            intent="two-factor-confirm"
            schema={totpCodeSchema}
            reply={confirmReply}
            submit="Turn on"
            fields={[{ name: "code", label: "Code from the app", type: "text", autoComplete: "one-time-code" }]}
          />
        </div>
      ) : (
        <SchemaForm
          id={enabled ? "two-factor-disable" : "two-factor-start"}
          intent={enabled ? "two-factor-disable" : "two-factor-start"}
          schema={enableTwoFactorSchema}
          reply={reply?.intent === "two-factor-start" || reply?.intent === "two-factor-disable" ? reply : undefined}
          submit={enabled ? "Turn off two-factor" : "Set up two-factor"}
          tone={enabled ? "quiet" : "primary"}
          fields={[{ name: "password", label: "Password", type: "password", autoComplete: "current-password" }]}
        />
      )}
    </AccountCard>
  );
}

type FieldSpec = { name: string; label: string; type: string; autoComplete: string; hint?: string };

/** One form of the page: its fields, its own errors, its notice, its submit button (carrying the intent). */
function SchemaForm({
  id,
  intent,
  schema,
  reply,
  submit,
  fields,
  tone = "primary",
}: {
  id: string;
  intent: string;
  schema: z.ZodType;
  reply: ActionData | undefined;
  submit: string;
  fields: FieldSpec[];
  tone?: "primary" | "danger" | "quiet";
}) {
  const navigation = useNavigation();
  const [form, formFields] = useForm({
    id,
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      {reply?.notice && <Notice>{reply.notice}</Notice>}
      {fields.map((spec) => {
        const field = formFields[spec.name]!;
        return (
          <TextField
            key={spec.name}
            label={spec.label}
            field={field}
            hint={spec.hint}
            inputProps={{ ...getInputProps(field, { type: spec.type as "text" }), autoComplete: spec.autoComplete }}
          />
        );
      })}
      <FieldError id={form.errorId} errors={form.errors} role="alert" />
      <SubmitButton name="intent" value={intent} busy={busy} tone={tone}>
        {submit}
      </SubmitButton>
    </Form>
  );
}
