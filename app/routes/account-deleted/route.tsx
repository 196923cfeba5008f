import { Link } from "react-router";
import { ACCOUNT_MESSAGES } from "~/domain/account-forms";
import { AccountCard, NarrowPage, Notice } from "../settings/ui";
import type { Route } from "./+types/route";
import { m } from "~/i18n/paraglide/messages.js";

export const meta: Route.MetaFunction = () => [{ title: m.deleted_meta_title() }];

/** Where deleting an account ends: it says it happened. */
export default function AccountDeletedPage() {
  return (
    <NarrowPage>
      <AccountCard id="deleted-heading" title={m.deleted_title()}>
        <Notice>{ACCOUNT_MESSAGES.accountDeleted}</Notice>
        <Link to="/" className="inline-block rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950">
          {m.deleted_back()}
        </Link>
      </AccountCard>
    </NarrowPage>
  );
}
