import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES } from "~/domain/account-forms";
import { verifyEmailToken } from "~/.server/accounts/verify-email";
import { withCookies } from "~/.server/accounts/sign-in";
import { AccountCard, NarrowPage, Notice, SubmitButton } from "../settings/ui";
import type { Route } from "./+types/route";
import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";

export const meta: Route.MetaFunction = () => [{ title: m.verify_meta_title() }];

/** Opening the link only shows a button: mail scanners that fetch links cannot use it up. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token") ?? "", done: url.pathname.endsWith("/done") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const token = String(formData.get("token") ?? "");
  const outcome = await verifyEmailToken(context.runtime, request, context.clientIp, token);
  if (!outcome.ok) return data({ error: ACCOUNT_MESSAGES.verifyLinkInvalid }, { status: 400 });
  throw redirect("/verify-email/done", { headers: withCookies(outcome.cookies) });
}

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <NarrowPage>
      <AccountCard id="verify-heading" title={m.verify_title()}>
        {loaderData.done ? (
          <>
            <Notice>{ACCOUNT_MESSAGES.emailConfirmed}</Notice>
            <Link
              to="/dashboard"
              className="inline-block rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950"
            >
              {m.verify_go_dashboard()}
            </Link>
          </>
        ) : actionData?.error || !loaderData.token ? (
          <p role="alert" className="text-rose-300">
            {localized(actionData?.error ?? ACCOUNT_MESSAGES.verifyLinkInvalid)}
          </p>
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="text-sm text-slate-300">{m.verify_press()}</p>
            <SubmitButton busy={navigation.state !== "idle"}>{m.verify_confirm()}</SubmitButton>
          </Form>
        )}
      </AccountCard>
    </NarrowPage>
  );
}
