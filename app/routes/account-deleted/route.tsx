import { Link } from "react-router";
import { ACCOUNT_MESSAGES } from "~/domain/account-forms";
import { AccountCard, NarrowPage, Notice } from "../settings/ui";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Account deleted · Tipped" }];

/** Where deleting an account ends (issue 29 #11): it says it happened. */
export default function AccountDeletedPage() {
  return (
    <NarrowPage>
      <AccountCard id="deleted-heading" title="Account deleted">
        <Notice>{ACCOUNT_MESSAGES.accountDeleted}</Notice>
        <Link to="/" className="inline-block rounded-full bg-emerald-400 px-6 py-3 font-semibold text-slate-950">
          Back to Tipped
        </Link>
      </AccountCard>
    </NarrowPage>
  );
}
