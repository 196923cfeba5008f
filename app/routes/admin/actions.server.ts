import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import {
  ADMIN_MESSAGES,
  adminLoginSchema,
  createQrSchema,
  deleteQrSchema,
  deleteUserSchema,
  failureMessage,
  reportActionSchema,
  toggleActiveSchema,
} from "~/domain/admin-forms";
import { adminSignIn, adminSignOut } from "~/.server/admin/admin-session";
import { deleteUser, setUserActive } from "~/.server/admin/users";
import { createQrCode, deleteQrCode, DuplicateSlugError } from "~/.server/admin/qr-codes";
import { resolveReport, resolveReportsOf } from "~/.server/admin/reports";
import type { Runtime } from "~/.server/runtime";

/** One handler per intent of the /admin action; the route has checked the admin session for all but login and logout. */
type Args = { runtime: Runtime; request: Request; clientIp: string; formData: FormData };

/** A row action's answer: nothing to show when it worked, else the requirements 8 message with the reason. */
const rowFailure = <Intent extends string>(intent: Intent, message: string, status: number) =>
  data({ intent, error: message }, { status });

export async function login({ runtime, clientIp, formData }: Args) {
  const submission = parseWithZod(formData, { schema: adminLoginSchema });
  if (submission.status !== "success") {
    return data({ intent: "login" as const, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const outcome = await adminSignIn(runtime, clientIp, submission.value.password);
  if (outcome.ok) throw redirect("/admin", { headers: { "Set-Cookie": outcome.setCookie } });
  return data(
    {
      intent: "login" as const,
      result: submission.reply({ fieldErrors: { password: [outcome.error] }, hideFields: ["password"] }),
    },
    {
      status: outcome.status,
      headers: outcome.status === 429 ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
    },
  );
}

/** Logout ends the session and leaves the admin page, so nothing on it asks the server again. */
export async function logout({ runtime, request }: Args) {
  const setCookie = await adminSignOut(runtime.db, request);
  throw redirect("/", { headers: { "Set-Cookie": setCookie } });
}

export async function toggleActive({ runtime, formData }: Args) {
  const submission = parseWithZod(formData, { schema: toggleActiveSchema });
  if (submission.status !== "success") {
    const reason = Object.values(submission.error ?? {}).flat()[0] ?? undefined;
    return rowFailure("toggle-active", failureMessage(ADMIN_MESSAGES.updateUserFailed, reason), 400);
  }
  const { uid, isActive } = submission.value;
  if (!(await setUserActive(runtime.db, uid, isActive))) {
    return rowFailure(
      "toggle-active",
      failureMessage(ADMIN_MESSAGES.updateUserFailed, ADMIN_MESSAGES.userNotFound),
      404,
    );
  }
  await runtime.profiles.changes.publish(uid); // the kept public page goes, so it shows "Profile not found" at once
  return { intent: "toggle-active" as const, error: null };
}

export async function removeUser({ runtime, formData }: Args) {
  const submission = parseWithZod(formData, { schema: deleteUserSchema });
  if (submission.status !== "success") {
    return rowFailure("delete-user", failureMessage(ADMIN_MESSAGES.deleteUserFailed, ADMIN_MESSAGES.unknownId), 400);
  }
  const { uid } = submission.value;
  if (!(await deleteUser(runtime.db, runtime.media.storage, uid))) {
    return rowFailure("delete-user", failureMessage(ADMIN_MESSAGES.deleteUserFailed, ADMIN_MESSAGES.userNotFound), 404);
  }
  await runtime.profiles.changes.publish(uid);
  return { intent: "delete-user" as const, error: null };
}

export async function createQr({ runtime, formData }: Args) {
  const submission = parseWithZod(formData, { schema: createQrSchema });
  if (submission.status !== "success")
    return data({ intent: "create-qr" as const, result: submission.reply() }, { status: 400 });
  try {
    await createQrCode(runtime.db, runtime.settings.PUBLIC_URL, submission.value.cityName);
  } catch (error) {
    if (!(error instanceof DuplicateSlugError)) throw error;
    const message = failureMessage(ADMIN_MESSAGES.createQrFailed, error.message);
    return data({ intent: "create-qr" as const, result: submission.reply({ formErrors: [message] }) }, { status: 409 });
  }
  return data({ intent: "create-qr" as const, result: submission.reply({ resetForm: true }) }, { status: 201 });
}

export async function removeQr({ runtime, formData }: Args) {
  const submission = parseWithZod(formData, { schema: deleteQrSchema });
  if (submission.status !== "success") {
    return rowFailure("delete-qr", failureMessage(ADMIN_MESSAGES.deleteQrFailed, ADMIN_MESSAGES.unknownId), 400);
  }
  if (!(await deleteQrCode(runtime.db, submission.value.id))) {
    return rowFailure("delete-qr", failureMessage(ADMIN_MESSAGES.deleteQrFailed, ADMIN_MESSAGES.qrNotFound), 404);
  }
  return { intent: "delete-qr" as const, error: null };
}

/** A report the admin finds unfounded: it leaves the list, the profile stays. */
export async function dismissReport({ runtime, formData }: Args) {
  const submission = parseWithZod(formData, { schema: reportActionSchema });
  if (submission.status !== "success") {
    return rowFailure("dismiss-report", failureMessage(ADMIN_MESSAGES.reportFailed, ADMIN_MESSAGES.unknownId), 400);
  }
  if (!(await resolveReport(runtime.db, submission.value.id, "dismissed"))) {
    return rowFailure(
      "dismiss-report",
      failureMessage(ADMIN_MESSAGES.reportFailed, ADMIN_MESSAGES.reportNotFound),
      404,
    );
  }
  return { intent: "dismiss-report" as const, error: null };
}

/**
 * A report the admin upholds: the profile's owner is deactivated exactly as the users table's toggle does it
 * (sessions end, the public page and its card go at once), and every open report about it is settled.
 */
export async function deactivateReported({ runtime, formData }: Args) {
  const submission = parseWithZod(formData, { schema: reportActionSchema });
  if (submission.status !== "success") {
    return rowFailure(
      "deactivate-reported",
      failureMessage(ADMIN_MESSAGES.reportFailed, ADMIN_MESSAGES.unknownId),
      400,
    );
  }
  const uid = await resolveReport(runtime.db, submission.value.id, "deactivated");
  if (!uid) {
    return rowFailure(
      "deactivate-reported",
      failureMessage(ADMIN_MESSAGES.reportFailed, ADMIN_MESSAGES.reportNotFound),
      404,
    );
  }
  await setUserActive(runtime.db, uid, false);
  await resolveReportsOf(runtime.db, uid, "deactivated");
  await runtime.profiles.changes.publish(uid);
  return { intent: "deactivate-reported" as const, error: null };
}
