import { data, Form, Link, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES } from "~/domain/account-forms";
import { undoEmailChange, undoLinkValid } from "~/.server/accounts/email-change";
import { AccountCard, NarrowPage, Notice, SubmitButton } from "../settings/ui";
import type { Route } from "./+types/route";
import { m } from "~/i18n/paraglide/messages.js";
import { localized } from "~/i18n/known";

export const meta: Route.MetaFunction = () => [{ title: m.undo_meta_title() }];

/** The link in the mail to the old address. Opening it only shows a button: mail scanners fetch links. */
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
      <AccountCard id="undo-heading" title={m.undo_title()}>
        {actionData?.done ? (
          <>
            <Notice>{ACCOUNT_MESSAGES.emailChangeUndone}</Notice>
            <Link
              to="/forgot-password"
              className="inline-block rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950"
            >
              {m.undo_choose_password()}
            </Link>
          </>
        ) : actionData?.error || !loaderData.valid ? (
          <p role="alert" className="text-rose-300">
            {localized(actionData?.error ?? ACCOUNT_MESSAGES.undoLinkInvalid)}
          </p>
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="text-sm text-slate-300">{m.undo_explain()}</p>
            <SubmitButton busy={navigation.state !== "idle"}>{m.undo_button()}</SubmitButton>
          </Form>
        )}
      </AccountCard>
    </NarrowPage>
  );
}
