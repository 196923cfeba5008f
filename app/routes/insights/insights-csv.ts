import { requireUser } from "~/.server/accounts/session";
import { insightsCsv, insightsPage } from "~/.server/analytics/insights";
import { findProfileOnce } from "~/.server/profiles/request-profile";
import type { Route } from "./+types/insights-csv";

/** GET /dashboard/insights.csv?range=…: the insights page's tables for the same range. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const owner = requireUser(context);
  const { db } = context.runtime;
  const profile = await findProfileOnce(db, context, owner.id);
  const now = new Date(context.runtime.now());
  const page = await insightsPage(db, owner.id, profile, new URL(request.url).searchParams, now, { all: true });
  return new Response(`\uFEFF${insightsCsv(page, now)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="tipped-insights-${page.range.from}-to-${page.range.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
