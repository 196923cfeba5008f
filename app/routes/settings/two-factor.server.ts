import { parseWithZod } from "@conform-to/zod/v4";
import QRCode from "qrcode";
import { data, redirect } from "react-router";
import { ACCOUNT_MESSAGES, enableTwoFactorSchema, totpCodeSchema } from "~/domain/account-forms";
import { callAuthEndpoint, withCookies } from "~/.server/accounts/sign-in";
import { type Args, hidden } from "./actions.server";

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
