import { data, redirect } from "react-router";
import { fanById, confirmSignup } from "~/.server/fans/signups";
import { readUnsubscribeToken } from "~/.server/fans/tokens";
import { FAN_SIGNUP_ANSWERS, fanAnswerId, UNSUBSCRIBE_LINK_INVALID } from "~/domain/fans";
import { AccountCard, NarrowPage, Notice, SubmitButton } from "../settings/ui";
import { localized } from "~/i18n/known";
import { m } from "~/i18n/paraglide/messages.js";
import type { Route } from "./+types/route";
import { profilePath } from "~/domain/profile-url";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.step === "confirm" ? m.fans_confirm() : m.fans_unsubscribe()} · Tipped` },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * /fans/confirm?token= and /fans/unsubscribe?token=: opening a link only shows a button, so mail scanners that
 * fetch links change nothing. The unsubscribe button posts to the link itself (fans/http.ts), as one-click does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  if (url.pathname.endsWith("/confirm")) return { step: "confirm" as const, token, valid: token !== "" };
  if (url.searchParams.get("done")) return { step: "unsubscribed" as const, token: "", valid: true };
  const { db, settings } = context.runtime;
  const fanId = readUnsubscribeToken(settings.AUTH_SECRET, token);
  const stillFan = fanId ? Boolean(await fanById(db, fanId)) : false;
  if (fanId && !stillFan) return { step: "unsubscribed" as const, token: "", valid: true };
  return data({ step: "unsubscribe" as const, token, valid: Boolean(fanId) }, { status: fanId ? 200 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  const result = await confirmSignup(context.runtime.db, token, new Date());
  if (result.profileUid)
    throw redirect(`${profilePath({ ownerUid: result.profileUid })}#${fanAnswerId(result.answer)}`, 303);
  return data({ error: FAN_SIGNUP_ANSWERS.expired }, { status: 400 });
}

export default function FansPage({ loaderData, actionData }: Route.ComponentProps) {
  const { step, token, valid } = loaderData;
  if (step === "unsubscribed")
    return (
      <NarrowPage>
        <AccountCard id="fans-heading" title={m.fans_unsubscribed()}>
          <Notice>{FAN_SIGNUP_ANSWERS.unsubscribed}</Notice>
        </AccountCard>
      </NarrowPage>
    );
  if (step === "unsubscribe")
    return (
      <NarrowPage>
        <AccountCard id="fans-heading" title={m.fans_unsubscribe()}>
          {valid ? (
            <form method="post" action={`/fans/unsubscribe?token=${encodeURIComponent(token)}`} className="space-y-4">
              <p className="text-sm text-slate-300">{m.fans_unsubscribe_press()}</p>
              <SubmitButton>{m.fans_unsubscribe()}</SubmitButton>
            </form>
          ) : (
            <p role="alert" className="text-rose-300">
              {localized(UNSUBSCRIBE_LINK_INVALID)}
            </p>
          )}
        </AccountCard>
      </NarrowPage>
    );
  return (
    <NarrowPage>
      <AccountCard id="fans-heading" title={m.fans_confirm()}>
        {actionData?.error || !valid ? (
          <p role="alert" className="text-rose-300">
            {localized(actionData?.error ?? FAN_SIGNUP_ANSWERS.expired)}
          </p>
        ) : (
          <form method="post" className="space-y-4">
            <input type="hidden" name="token" value={token} />
            <p className="text-sm text-slate-300">{m.fans_confirm_press()}</p>
            <SubmitButton>{m.fans_confirm()}</SubmitButton>
          </form>
        )}
      </AccountCard>
    </NarrowPage>
  );
}
