import { parseWithZod } from "@conform-to/zod/v4";
import QRCode from "qrcode";
import { data, redirect } from "react-router";
import {
  ACCOUNT_MESSAGES,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  enableTwoFactorSchema,
  totpCodeSchema,
} from "~/domain/account-forms";
import { deletePasskeySchema, PASSKEY_MESSAGES, renamePasskeySchema } from "~/domain/passkeys";
import { confirmOwner, deleteOwnAccount } from "~/.server/account/delete-account";
import type { Runtime } from "~/.server/runtime";
import type { SessionUser } from "~/.server/session";
import { callAuthEndpoint, withCookies } from "~/.server/sign-in";

type Args = { runtime: Runtime; request: Request; clientIp: string; owner: SessionUser; formData: FormData };

const hidden = ["password", "confirm", "currentPassword"];

/** Change password: needs the current one; better-auth ends every other session and renews this one. */
export async function changePassword({ runtime, request, clientIp, formData }: Args) {
  const submission = parseWithZod(formData, { schema: changePasswordSchema(runtime.settings.PASSWORD_MIN_LENGTH) });
  if (submission.status !== "success")
    return data({ intent: "change-password", result: submission.reply({ hideFields: hidden }) }, { status: 400 });
  const changed = await callAuthEndpoint(runtime, request, clientIp, "/change-password", {
    currentPassword: submission.value.currentPassword,
    newPassword: submission.value.password,
    revokeOtherSessions: true,
  });
  if (!changed.ok) {
    const message = changed.status === 429 ? ACCOUNT_MESSAGES.tooManyRequests : ACCOUNT_MESSAGES.currentPasswordWrong;
    return data(
      { intent: "change-password", result: submission.reply({ formErrors: [message], hideFields: hidden }) },
      { status: 400 },
    );
  }
  // better-auth replaced this session too: the page is loaded again with the new cookie.
  throw redirect("/settings?done=password", { headers: withCookies(changed.cookies) });
}

/** Change email: nothing changes until the link sent to the new address is opened. */
export async function changeEmail({ runtime, request, clientIp, owner, formData }: Args) {
  const submission = parseWithZod(formData, { schema: changeEmailSchema });
  if (submission.status !== "success")
    return data({ intent: "change-email", result: submission.reply() }, { status: 400 });
  if (submission.value.newEmail === owner.email) {
    return data(
      { intent: "change-email", result: submission.reply({ fieldErrors: { newEmail: [ACCOUNT_MESSAGES.emailSame] } }) },
      { status: 400 },
    );
  }
  const asked = await callAuthEndpoint(runtime, request, clientIp, "/change-email", {
    newEmail: submission.value.newEmail,
    callbackURL: "/verify-email/done",
  });
  if (!asked.ok) {
    return data(
      { intent: "change-email", result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.tooManyRequests] }) },
      { status: asked.status },
    );
  }
  // The same answer whether or not another account has that address (better-auth sends nothing then).
  return {
    intent: "change-email",
    result: submission.reply({ resetForm: true }),
    notice: ACCOUNT_MESSAGES.emailChangeSent,
  };
}

export async function signOutOthers({ runtime, request, clientIp }: Args) {
  const revoked = await callAuthEndpoint(runtime, request, clientIp, "/revoke-other-sessions", {});
  if (!revoked.ok) throw new Response("Could not sign out the other devices", { status: revoked.status });
  throw redirect("/settings?done=devices", { headers: withCookies(revoked.cookies) });
}

/** Two-factor, step 1: the password gives a secret (shown as a QR code) and backup codes; nothing is on yet. */
export async function startTwoFactor({ runtime, request, clientIp, formData }: Args) {
  const submission = parseWithZod(formData, { schema: enableTwoFactorSchema });
  if (submission.status !== "success")
    return data({ intent: "two-factor-start", result: submission.reply({ hideFields: hidden }) }, { status: 400 });
  const started = await callAuthEndpoint(runtime, request, clientIp, "/two-factor/enable", {
    password: submission.value.password,
  });
  const totpURI = typeof started.body.totpURI === "string" ? started.body.totpURI : undefined;
  if (!started.ok || !totpURI) {
    return data(
      {
        intent: "two-factor-start",
        result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.currentPasswordWrong], hideFields: hidden }),
      },
      { status: 400 },
    );
  }
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return data(
    {
      intent: "two-factor-start",
      result: submission.reply({ resetForm: true }),
      setup: {
        qr: await QRCode.toDataURL(totpURI, { margin: 1, width: 220 }),
        secret,
        backupCodes: started.body.backupCodes as string[],
      },
    },
    { headers: withCookies(started.cookies) },
  );
}

/** Two-factor, step 2: a code from the app proves the scan worked, and turns it on. */
export async function confirmTwoFactor({ runtime, request, clientIp, formData }: Args) {
  const submission = parseWithZod(formData, { schema: totpCodeSchema });
  if (submission.status !== "success")
    return data({ intent: "two-factor-confirm", result: submission.reply() }, { status: 400 });
  const verified = await callAuthEndpoint(runtime, request, clientIp, "/two-factor/verify-totp", {
    code: submission.value.code,
  });
  if (!verified.ok) {
    return data(
      { intent: "two-factor-confirm", result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.totpCodeInvalid] }) },
      { status: 400 },
    );
  }
  throw redirect("/settings?done=two-factor", { headers: withCookies(verified.cookies) });
}

export async function disableTwoFactor({ runtime, request, clientIp, formData }: Args) {
  const submission = parseWithZod(formData, { schema: enableTwoFactorSchema });
  if (submission.status !== "success")
    return data({ intent: "two-factor-disable", result: submission.reply({ hideFields: hidden }) }, { status: 400 });
  const disabled = await callAuthEndpoint(runtime, request, clientIp, "/two-factor/disable", {
    password: submission.value.password,
  });
  if (!disabled.ok) {
    return data(
      {
        intent: "two-factor-disable",
        result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.currentPasswordWrong], hideFields: hidden }),
      },
      { status: 400 },
    );
  }
  throw redirect("/settings?done=two-factor-off", { headers: withCookies(disabled.cookies) });
}

/** Delete: the words, and the password (or a fresh sign-in); then the admin's delete, and signed out. */
export async function deleteAccount({ runtime, request, clientIp, owner, formData }: Args) {
  const submission = parseWithZod(formData, { schema: deleteAccountSchema });
  if (submission.status !== "success")
    return data({ intent: "delete", result: submission.reply({ hideFields: hidden }) }, { status: 400 });
  const check = await confirmOwner(runtime, request, owner, submission.value.password);
  if (!check.ok) {
    const message =
      check.reason === "password" ? ACCOUNT_MESSAGES.deletePasswordWrong : ACCOUNT_MESSAGES.deleteNeedsFreshSignIn;
    return data(
      { intent: "delete", result: submission.reply({ formErrors: [message], hideFields: hidden }) },
      { status: 403 },
    );
  }
  const signedOut = await callAuthEndpoint(runtime, request, clientIp, "/sign-out", {});
  await deleteOwnAccount(runtime, owner.id);
  throw redirect("/?deleted=1", { headers: withCookies(signedOut.cookies) });
}

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
