import { enableTwoFactorSchema, totpCodeSchema } from "~/domain/account-forms";
import { useSettingsReply } from "./reply";
import { SchemaForm } from "./schema-form";
import { AccountCard, Notice } from "./ui";

/** Settings' "Two-factor sign-in" card: set up (password, then scan and confirm a code), or turn off. */
export function TwoFactorCard({ enabled, hasPassword }: { enabled: boolean; hasPassword: boolean }) {
  const reply = useSettingsReply();
  const setup = reply?.intent === "two-factor-start" ? reply.setup : undefined;
  const confirming = reply?.intent === "two-factor-confirm" && !reply.notice;
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
      ) : setup || confirming ? (
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
            intent="two-factor-confirm"
            schema={totpCodeSchema}
            submit="Turn on"
            fields={[{ name: "code", label: "Code from the app", type: "text", autoComplete: "one-time-code" }]}
          />
        </div>
      ) : (
        <SchemaForm
          intent={enabled ? "two-factor-disable" : "two-factor-start"}
          schema={enableTwoFactorSchema}
          submit={enabled ? "Turn off two-factor" : "Set up two-factor"}
          tone={enabled ? "quiet" : "primary"}
          fields={[{ name: "password", label: "Password", type: "password", autoComplete: "current-password" }]}
        />
      )}
    </AccountCard>
  );
}
