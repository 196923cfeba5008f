import { data } from "react-router";
import { ACCOUNT_MESSAGES } from "~/domain/account-forms";
import { deletePasskeySchema, PASSKEY_MESSAGES, renamePasskeySchema } from "~/domain/passkeys";
import { callAuthEndpoint } from "~/.server/accounts/sign-in";
import type { Args } from "./actions.server";

/** Rename a passkey of the signed-in user (better-auth checks that it is theirs). */
export async function renamePasskey({ runtime, request, clientIp, formData }: Args) {
  const parsed = renamePasskeySchema.safeParse({ id: formData.get("id"), name: formData.get("name") });
  const passkeyId = String(formData.get("id") ?? "");
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? PASSKEY_MESSAGES.nameRequired;
    return data({ intent: "passkey-rename", passkeyId, error }, { status: 400 });
  }
  const renamed = await callAuthEndpoint(runtime, request, clientIp, "/passkey/update-passkey", parsed.data);
  if (!renamed.ok) return passkeyRefused("passkey-rename", renamed.status);
  return { intent: "passkey-rename", notice: PASSKEY_MESSAGES.renamed };
}

/** Delete a passkey of the signed-in user; the form that sends this is the confirmation. */
export async function deletePasskey({ runtime, request, clientIp, formData }: Args) {
  const parsed = deletePasskeySchema.safeParse({ id: formData.get("id") });
  if (!parsed.success) return passkeyRefused("passkey-delete", 404);
  const deleted = await callAuthEndpoint(runtime, request, clientIp, "/passkey/delete-passkey", parsed.data);
  if (!deleted.ok) return passkeyRefused("passkey-delete", deleted.status);
  return { intent: "passkey-delete", notice: PASSKEY_MESSAGES.deleted };
}

/** Someone else's passkey and a missing one get the same answer: nothing tells whose it is. */
function passkeyRefused(intent: string, status: number) {
  const notice = status === 429 ? ACCOUNT_MESSAGES.tooManyRequests : PASSKEY_MESSAGES.notFound;
  return data({ intent, notice }, { status: status === 429 ? 429 : 404 });
}
