import { useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { LocalTime } from "~/components/local-time";
import { FieldError, Label } from "~/components/ui/field";
import { loadPasskeyClient, PASSKEY_PROMPT_TIMEOUT_MS, usePasskeySupport } from "~/components/passkeys/support";
import {
  addPasskeySchema,
  defaultPasskeyName,
  deviceTypeLabel,
  PASSKEY_MESSAGES,
  PASSKEY_NAME_MAX,
  passkeyErrorMessage,
} from "~/domain/passkeys";
import { type SettingsReply, useSettingsReply } from "./reply";
import { AccountCard, Notice, SubmitButton } from "./ui";
import { localized } from "~/i18n/known";
import { m } from "~/i18n/paraglide/messages.js";

export type PasskeyRow = { id: string; name: string; createdAt: string | null; deviceType: string; backedUp: boolean };

const inputClass =
  "block w-full rounded-xl border border-white/15 bg-slate-950 px-4 py-3 text-white focus:border-emerald-400 focus:outline-none";
const toggleClass =
  "inline-block cursor-pointer list-none rounded-full px-4 py-2 text-sm font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10 [&::-webkit-details-marker]:hidden";

/** Settings' "Passkeys" card: the list (rename and delete work without JavaScript), and adding one (needs it). */
export function PasskeysCard({ passkeys }: { passkeys: PasskeyRow[] }) {
  const reply = useSettingsReply();
  const notice = reply?.intent.startsWith("passkey-") && !reply.passkeyId ? reply.notice : undefined;
  return (
    <AccountCard id="passkeys-heading" title={m.passkeys_title()}>
      <p className="text-sm text-slate-300">{m.passkeys_lede()}</p>
      {notice && <Notice>{notice}</Notice>}
      {passkeys.length === 0 ? (
        <p className="text-sm text-slate-400">{m.passkeys_none()}</p>
      ) : (
        <ul aria-label={m.passkeys_list()} className="divide-y divide-white/10 rounded-2xl ring-1 ring-white/10">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              reply={reply?.passkeyId === passkey.id ? reply : undefined}
            />
          ))}
        </ul>
      )}
      <AddPasskey />
    </AccountCard>
  );
}

function PasskeyItem({ passkey, reply }: { passkey: PasskeyRow; reply: SettingsReply | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === passkey.id;
  const renameError = reply?.intent === "passkey-rename" ? reply.error : undefined;
  const deleteError = reply?.intent === "passkey-delete" ? reply.error : undefined;
  const renameId = `passkey-name-${passkey.id}`;
  return (
    <li className="space-y-3 px-4 py-3">
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-100">{passkey.name}</p>
        <p className="text-xs text-slate-400">
          {m.passkeys_added_on()} <LocalTime iso={passkey.createdAt} fallback={m.passkeys_unknown_date()} dateOnly /> ·{" "}
          {localized(deviceTypeLabel(passkey.deviceType, passkey.backedUp))}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <PasskeyForm action="Rename" passkey={passkey} open={Boolean(renameError)} className="mt-3 space-y-3">
          <Label htmlFor={renameId}>{m.passkeys_new_name()}</Label>
          <input
            id={renameId}
            name="name"
            defaultValue={passkey.name}
            maxLength={PASSKEY_NAME_MAX * 2}
            autoComplete="off"
            aria-invalid={renameError ? true : undefined}
            aria-describedby={renameError ? `${renameId}-error` : undefined}
            className={inputClass}
          />
          <FieldError id={`${renameId}-error`} errors={renameError ? [renameError] : undefined} role="alert" />
          <SubmitButton name="intent" value="passkey-rename" busy={busy}>
            {m.passkeys_save_name()}
          </SubmitButton>
        </PasskeyForm>
        <PasskeyForm
          action="Delete"
          passkey={passkey}
          open={Boolean(deleteError)}
          className="mt-3 space-y-3 rounded-xl bg-rose-500/10 p-4 ring-1 ring-rose-400/30"
        >
          <p className="text-sm text-slate-200">{m.passkeys_delete_confirm({ name: passkey.name })}</p>
          <FieldError errors={deleteError ? [deleteError] : undefined} role="alert" />
          <SubmitButton name="intent" value="passkey-delete" busy={busy} tone="danger">
            {m.passkeys_yes_delete()}
          </SubmitButton>
        </PasskeyForm>
      </div>
    </li>
  );
}

/**
 * Rename or Delete: a button that unfolds the form for one passkey, which works without JavaScript. It is open
 * again when the server refused what it sent.
 */
function PasskeyForm({
  action,
  passkey,
  open,
  className,
  children,
}: {
  action: "Rename" | "Delete";
  passkey: PasskeyRow;
  open: boolean;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <details className="group open:basis-full" open={open || undefined}>
      <summary
        className={toggleClass}
        aria-label={
          action === "Rename"
            ? m.passkeys_rename_label({ name: passkey.name })
            : m.passkeys_delete_label({ name: passkey.name })
        }
      >
        {action === "Rename" ? m.passkeys_rename() : m.passkeys_delete()}
      </summary>
      <Form method="post" className={className}>
        <input type="hidden" name="id" value={passkey.id} />
        {children}
      </Form>
    </details>
  );
}

type AddState = { kind: "idle" | "busy" | "done" } | { kind: "error"; message: string };

/** "Add a passkey": drawn only once the page runs in a browser that can use passkeys. */
function AddPasskey() {
  const support = usePasskeySupport();
  if (support.state === "pending") return null;
  if (support.state === "unsupported" || support.state === "ip-address") {
    return (
      <p role="status" className="text-sm text-amber-200">
        {localized(support.state === "unsupported" ? PASSKEY_MESSAGES.notSupported : PASSKEY_MESSAGES.badAddress)}
      </p>
    );
  }
  return <AddPasskeyForm />;
}

function AddPasskeyForm() {
  const revalidator = useRevalidator();
  const [name, setName] = useState(() => defaultPasskeyName(navigator.userAgent));
  const [state, setState] = useState<AddState>({ kind: "idle" });

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = addPasskeySchema.safeParse({ name });
    if (!parsed.success) {
      setState({ kind: "error", message: parsed.error.issues[0]?.message ?? PASSKEY_MESSAGES.nameRequired });
      return;
    }
    setState({ kind: "busy" });
    const client = await loadPasskeyClient();
    const started = Date.now();
    // No name in the prompt itself: the device then shows the account's email, and the name is set right after.
    const added = await client.passkey.addPasskey();
    if (added.error || !added.data) {
      const error = added.error;
      setState({
        kind: "error",
        message: passkeyErrorMessage("add", {
          code: error && "code" in error ? error.code : undefined,
          status: error?.status,
          elapsedMs: Date.now() - started,
          timeoutMs: PASSKEY_PROMPT_TIMEOUT_MS,
        }),
      });
      return;
    }
    const named = await client.passkey.updatePasskey({ id: added.data.id, name: parsed.data.name });
    setState(named.error ? { kind: "error", message: PASSKEY_MESSAGES.addFailed } : { kind: "done" });
    setName(defaultPasskeyName(navigator.userAgent));
    await revalidator.revalidate();
  }

  const errorId = "add-passkey-error";
  return (
    <form onSubmit={(event) => void add(event)} noValidate className="space-y-3 border-t border-white/10 pt-4">
      {state.kind === "done" && <Notice>{PASSKEY_MESSAGES.added}</Notice>}
      <Label htmlFor="add-passkey-name">{m.passkeys_new_passkey_name()}</Label>
      <input
        id="add-passkey-name"
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        aria-invalid={state.kind === "error" ? true : undefined}
        aria-describedby={state.kind === "error" ? errorId : undefined}
        className={inputClass}
      />
      <FieldError id={errorId} errors={state.kind === "error" ? [state.message] : undefined} role="alert" />
      <button
        type="submit"
        disabled={state.kind === "busy"}
        className="rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-60"
      >
        {state.kind === "busy" ? m.passkeys_waiting() : m.passkeys_add()}
      </button>
    </form>
  );
}
