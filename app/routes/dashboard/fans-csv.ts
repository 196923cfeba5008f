import { requireUser } from "~/.server/accounts/session";
import { fansOf } from "~/.server/fans/signups";
import { fansCsv } from "~/domain/fans";
import type { Route } from "./+types/fans-csv";

/** GET /dashboard/fans.csv: the signed-in owner's confirmed fans, as a spreadsheet file. */
export async function loader({ context }: Route.LoaderArgs) {
  const owner = requireUser(context);
  const body = fansCsv(await fansOf(context.runtime.db, owner.id));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${body}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="tipped-fans-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
