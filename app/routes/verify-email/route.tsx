import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES } from "~/domain/account-forms";
import { verifyEmailToken } from "~/.server/accounts/verify-email";
import { withCookies } from "~/.server/accounts/sign-in";
import { AccountCard, NarrowPage, Notice, SubmitButton } from "../settings/ui";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your email · Tipped" }];

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
      <AccountCard id="verify-heading" title="Confirm your email">
        {loaderData.done ? (
          <>
            <Notice>{ACCOUNT_MESSAGES.emailConfirmed}</Notice>
            <Link
              to="/dashboard"
              className="inline-block rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950"
            >
              Go to your dashboard
            </Link>
          </>
        ) : actionData?.error || !loaderData.token ? (
          <p role="alert" className="text-rose-300">
            {actionData?.error ?? ACCOUNT_MESSAGES.verifyLinkInvalid}
          </p>
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="text-sm text-slate-300">Press the button to confirm this address for your Tipped account.</p>
            <SubmitButton busy={navigation.state !== "idle"}>Confirm my email</SubmitButton>
          </Form>
        )}
      </AccountCard>
    </NarrowPage>
  );
}
