import { data, Form, Link, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES } from "~/domain/account-forms";
import { undoEmailChange, undoLinkValid } from "~/.server/accounts/email-change";
import { AccountCard, NarrowPage, Notice, SubmitButton } from "../settings/ui";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Undo an email change · Tipped" }];

/** The link in the mail to the old address (issue 30 N3). Opening it only shows a button: mail scanners fetch links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: await undoLinkValid(context.runtime.db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  const undone = await undoEmailChange(context.runtime.db, token);
  if (!undone) return data({ error: ACCOUNT_MESSAGES.undoLinkInvalid, done: false }, { status: 400 });
  return { error: null, done: true };
}

export default function UndoEmailChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <NarrowPage>
      <AccountCard id="undo-heading" title="Undo the email change">
        {actionData?.done ? (
          <>
            <Notice>{ACCOUNT_MESSAGES.emailChangeUndone}</Notice>
            <Link
              to="/forgot-password"
              className="inline-block rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950"
            >
              Choose a new password
            </Link>
          </>
        ) : actionData?.error || !loaderData.valid ? (
          <p role="alert" className="text-rose-300">
            {actionData?.error ?? ACCOUNT_MESSAGES.undoLinkInvalid}
          </p>
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="text-sm text-slate-300">
              Your account gets this mail&apos;s address back, and every device is signed out.
            </p>
            <SubmitButton busy={navigation.state !== "idle"}>Undo the change</SubmitButton>
          </Form>
        )}
      </AccountCard>
    </NarrowPage>
  );
}
