/**
 * During a rolling upgrade an instance of the previous version may still store hits beside this one. It writes the
 * event and the rollups it knows (summary, daily, links, amounts), not the insights rollups (migration 0020), and
 * leaves the event's rolled_up at its default, false (0021). This sweep counts such events in the insights rollups
 * with the hit batch's own statement (INSIGHTS_ROLLUPS), attributes them to the session open when they happened,
 * and marks them: at start, then every few seconds on PostgreSQL. Instances sweeping at once skip each other's rows.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../platform/db/client";
import { errorForLog } from "../platform/log-safe";
import { INSIGHTS_ROLLUPS } from "./batch-statement";

const SWEEP_EVERY_MS = 5_000;
const SWEEP_BATCH = 1_000;

const SWEEP_SQL = `with event as (
      update analytics_events e set rolled_up = true, session_id = (
        select s.id from performance_sessions s
        where s.profile_id = e.profile_id and s.started_at <= e.timestamp
          and (s.ended_at is null or s.ended_at > e.timestamp)
        order by s.started_at desc limit 1)
      where not e.rolled_up and e.id in (
        select id from analytics_events where not rolled_up order by id limit ${SWEEP_BATCH} for update skip locked)
      returning e.profile_id, e.type, e.timestamp, e.visitor_id, e.user_agent, e.referrer, e.country, e.link_type,
        e.amount, e.pitch_id, e.session_id
    ${INSIGHTS_ROLLUPS}
    select count(*)::int as counted from event`;

/** Counts the older version's events not counted yet, a batch at a time; answers how many. */
export async function rollUpOlderHits(db: Pick<Db, "execute">): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(sql.raw(SWEEP_SQL))) as unknown as { rows: Array<{ counted: number }> };
    const counted = Number(result.rows[0]?.counted ?? 0);
    total += counted;
    if (counted < SWEEP_BATCH) return total;
  }
}

/** The periodic sweep: once at start, then (with `repeat`) every few seconds. */
export function createOlderHitsSweep(db: Db, options: { repeat: boolean }) {
  let sweeping: Promise<unknown> | undefined;
  const run = () => {
    sweeping ??= rollUpOlderHits(db)
      .catch((error: unknown) =>
        console.error(`Could not count the hits an older version stored: ${errorForLog(error)}`),
      )
      .finally(() => (sweeping = undefined));
  };
  run();
  const timer = options.repeat ? setInterval(run, SWEEP_EVERY_MS) : undefined;
  timer?.unref();
  return {
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
