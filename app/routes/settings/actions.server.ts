import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { ACCOUNT_MESSAGES, changeEmailSchema, changePasswordSchema, deleteAccountSchema } from "~/domain/account-forms";
import { confirmOwner, deleteOwnAccount } from "~/.server/accounts/delete-account";
import { eq } from "drizzle-orm";
import { toLocale } from "~/domain/languages";
import { user } from "~/.server/platform/db/schema";
import type { Runtime } from "~/.server/runtime";
import type { SessionUser } from "~/.server/accounts/session";
import { callAuthEndpoint, withCookies } from "~/.server/accounts/sign-in";

/** What every settings action gets: the signed-in owner and the posted form (see route.tsx's action). */
export type Args = { runtime: Runtime; request: Request; clientIp: string; owner: SessionUser; formData: FormData };

/** Fields a reply never sends back to the browser. */
export const hidden = ["password", "confirm", "currentPassword"];

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

/**
 * Change email: the password (or, without one, a fresh sign-in) first, so a stolen session cannot take the address;
 * nothing changes until the link sent to the new address is opened.
 */
export async function changeEmail({ runtime, request, clientIp, owner, formData }: Args) {
  const submission = parseWithZod(formData, { schema: changeEmailSchema });
  if (submission.status !== "success")
    return data({ intent: "change-email", result: submission.reply({ hideFields: hidden }) }, { status: 400 });
  if (submission.value.newEmail === owner.email) {
    return data(
      {
        intent: "change-email",
        result: submission.reply({ fieldErrors: { newEmail: [ACCOUNT_MESSAGES.emailSame] }, hideFields: hidden }),
      },
      { status: 400 },
    );
  }
  const check = await confirmOwner(runtime, request, owner, submission.value.currentPassword);
  if (!check.ok) {
    const message = {
      password: ACCOUNT_MESSAGES.currentPasswordWrong,
      "fresh-sign-in": ACCOUNT_MESSAGES.emailNeedsFreshSignIn,
      "too-many": ACCOUNT_MESSAGES.tooManyRequests,
    }[check.reason];
    return data(
      { intent: "change-email", result: submission.reply({ formErrors: [message], hideFields: hidden }) },
      { status: check.reason === "too-many" ? 429 : 400 },
    );
  }
  const asked = await callAuthEndpoint(runtime, request, clientIp, "/change-email", {
    newEmail: submission.value.newEmail,
    callbackURL: "/verify-email/done",
  });
  if (!asked.ok) {
    return data(
      {
        intent: "change-email",
        result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.tooManyRequests], hideFields: hidden }),
      },
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

/** The language of the owner's mails (set at sign-up from the page's): one of the site's, by a form post only. */
export async function setMailLanguage({ runtime, owner, formData }: Args) {
  const locale = toLocale(String(formData.get("locale") ?? ""));
  if (!locale) throw new Response("Unknown language", { status: 400 });
  await runtime.db.update(user).set({ locale }).where(eq(user.id, owner.id));
  throw redirect("/settings?done=language#mail-language");
}

/** Delete: the words, and the password (or a fresh sign-in); then the admin's delete, and signed out. */
export async function deleteAccount({ runtime, request, clientIp, owner, formData }: Args) {
  const submission = parseWithZod(formData, { schema: deleteAccountSchema });
  if (submission.status !== "success")
    return data({ intent: "delete", result: submission.reply({ hideFields: hidden }) }, { status: 400 });
  const check = await confirmOwner(runtime, request, owner, submission.value.password);
  if (!check.ok) {
    const message = {
      password: ACCOUNT_MESSAGES.deletePasswordWrong,
      "fresh-sign-in": ACCOUNT_MESSAGES.deleteNeedsFreshSignIn,
      "too-many": ACCOUNT_MESSAGES.tooManyRequests,
    }[check.reason];
    return data(
      { intent: "delete", result: submission.reply({ formErrors: [message], hideFields: hidden }) },
      { status: check.reason === "too-many" ? 429 : 403 },
    );
  }
  const signedOut = await callAuthEndpoint(runtime, request, clientIp, "/sign-out", {});
  await deleteOwnAccount(runtime, owner.id);
  // A page that says it happened: the landing page is the same for everyone.
  throw redirect("/account-deleted", { headers: withCookies(signedOut.cookies) });
}
