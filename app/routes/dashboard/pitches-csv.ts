import { requireUser } from "~/.server/accounts/session";
import { pitchesCsv, sessionsCsv } from "~/.server/pitches/csv";
import type { Route } from "./+types/pitches-csv";

/** GET /dashboard/pitches.csv and /dashboard/sessions.csv: the owner's "By pitch" and "Sessions" tables. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const owner = requireUser(context);
  const { db } = context.runtime;
  const now = new Date(context.runtime.now());
  const sessions = new URL(request.url).pathname.endsWith("/sessions.csv");
  const body = sessions ? await sessionsCsv(db, owner.id, now) : await pitchesCsv(db, owner.id);
  const day = now.toISOString().slice(0, 10);
  return new Response(`\uFEFF${body}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="tipped-${sessions ? "sessions" : "pitches"}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
