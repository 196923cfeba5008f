import { enableTwoFactorSchema, totpCodeSchema } from "~/domain/account-forms";
import { useSettingsReply } from "./reply";
import { SchemaForm } from "./schema-form";
import { AccountCard, Notice } from "./ui";
import { m } from "~/i18n/paraglide/messages.js";

/** Settings' "Two-factor sign-in" card: set up (password, then scan and confirm a code), or turn off. */
export function TwoFactorCard({ enabled, hasPassword }: { enabled: boolean; hasPassword: boolean }) {
  const reply = useSettingsReply();
  const setup = reply?.intent === "two-factor-start" ? reply.setup : undefined;
  const confirming = reply?.intent === "two-factor-confirm" && !reply.notice;
  const notice = reply?.intent.startsWith("two-factor") ? reply.notice : undefined;
  return (
    <AccountCard id="two-factor-heading" title={m.settings_2fa_title()}>
      <p className="text-sm text-slate-300">{enabled ? m.settings_2fa_on() : m.settings_2fa_off()}</p>
      {notice && <Notice>{notice}</Notice>}
      {!hasPassword ? (
        <p className="text-sm text-slate-400">{m.settings_2fa_needs_password()}</p>
      ) : setup || confirming ? (
        <div className="space-y-4">
          {setup && (
            <>
              <img
                src={setup.qr}
                alt={m.settings_2fa_qr_alt()}
                width={220}
                height={220}
                className="rounded-xl bg-white p-2"
              />
              <p className="text-sm text-slate-300">
                {m.settings_2fa_cant_scan()}{" "}
                <code data-testid="totp-secret" className="break-all text-emerald-200">
                  {setup.secret}
                </code>
              </p>
              <div>
                <p className="text-sm font-semibold text-slate-200">{m.settings_2fa_backup_codes()}</p>
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
            submit={m.settings_2fa_turn_on()}
            fields={[{ name: "code", label: m.settings_2fa_code(), type: "text", autoComplete: "one-time-code" }]}
          />
        </div>
      ) : (
        <SchemaForm
          intent={enabled ? "two-factor-disable" : "two-factor-start"}
          schema={enableTwoFactorSchema}
          submit={enabled ? m.settings_2fa_turn_off() : m.settings_2fa_set_up()}
          tone={enabled ? "quiet" : "primary"}
          fields={[
            { name: "password", label: m.settings_password(), type: "password", autoComplete: "current-password" },
          ]}
        />
      )}
    </AccountCard>
  );
}
