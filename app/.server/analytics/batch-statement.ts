/**
 * The hit batch's one statement: the events of active profiles and every rollup they feed, from the batch's hits as
 * parallel arrays, written through Drizzle (hit-batcher.ts groups the hits).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../platform/db/client";
import { KEEP_PARSED } from "../platform/db/postgres-client";
import { countersUpsert, secondsLeftInWindow } from "../platform/rate-limit";

export type PendingHit = {
  profileId: string;
  type: "profile_view" | "link_click";
  /** ISO timestamp; its UTC date is the daily rollup's day (dayKey). */
  timestamp: string;
  visitorId: string;
  userAgent: string;
  referrer: string;
  linkType: string | null;
  linkUrl: string | null;
  /** The preset amount a click chose, whole dollars. */
  amount: number | null;
  city: string | null;
  region: string | null;
  country: string | null;
  location: string;
  /** The pitch code the page was opened with (`?p=`); the pitch and the open session are found as it is stored. */
  pitch: string | null;
  /**
   * The client's flood-limit counter (platform/rate-limit.ts `keyFor`), when the batch statement counts it
   * (`BatchLimit`); null or absent when the hit was counted before it came here.
   */
  limitKey?: string | null;
};

/** The flood limit the batch statement counts its hits' clients against, in the limiter's own table. */
export type BatchLimit = { max: number; windowSeconds: number };

/**
 * What a batch's statement did: the profile ids whose hits were stored, and the hits (by their index in the batch)
 * that were over their client's limit and stored nothing, with the seconds until their window ends.
 */
export type BatchOutcome = { stored: Set<string>; limited: Map<number, number> };

/** Writes one batch of hits (one statement, so one transaction). */
export type HitWriter = (hits: PendingHit[]) => Promise<BatchOutcome>;

/**
 * The batch's hits as parallel arrays, one per column, in INPUT's order: the statement's text is the same
 * whatever the batch's size.
 */
export function hitColumns(hits: PendingHit[]): Array<Array<string | number | null>> {
  return INPUT.map(([, , value]) => hits.map(value));
}

/**
 * The insights rollups of the rows of a CTE named `event` (profile_id, type, timestamp, visitor_id, user_agent,
 * referrer, country, link_type, amount, pitch_id, session_id), as CTEs to follow it: the hit batch counts its own
 * events with them, and older-hits.ts the events an older version wrote. The same text in both, so both take their
 * row locks in one order and never deadlock each other.
 */
export const INSIGHTS_ROLLUPS = `), hourly as (
      insert into analytics_hourly (profile_id, hour, views, clicks)
      select profile_id, date_trunc('hour', timestamp at time zone 'UTC') at time zone 'UTC',
        count(*) filter (where type = 'profile_view'), count(*) filter (where type = 'link_click')
      from event group by 1, 2 order by 1, 2
      on conflict (profile_id, hour) do update set
        views = analytics_hourly.views + excluded.views, clicks = analytics_hourly.clicks + excluded.clicks
    ), visitors as (
      insert into analytics_visitors (profile_id, day, visitor_id)
      select distinct event.profile_id, tipped_local_date(event.timestamp, recipients.time_zone), event.visitor_id
      from event join recipients on recipients.owner_uid = event.profile_id
      where event.type = 'profile_view' order by 1, 2, 3
      on conflict do nothing
      returning profile_id, day
    ), visitor_counts as (
      insert into analytics_visitor_counts (profile_id, day, visitors)
      select profile_id, day, count(*) from visitors group by 1, 2 order by 1, 2
      on conflict (profile_id, day) do update set visitors = analytics_visitor_counts.visitors + excluded.visitors
    ), breakdown as (
      insert into analytics_breakdown (profile_id, day, dimension, key, views, clicks)
      select event.profile_id, tipped_local_date(event.timestamp, recipients.time_zone), part.dimension, part.key,
        count(*) filter (where event.type = 'profile_view'), count(*) filter (where event.type = 'link_click')
      from event join recipients on recipients.owner_uid = event.profile_id
        cross join lateral (values
          ('source', case when event.pitch_id is not null then 'pitch:' || event.pitch_id
            when event.referrer = 'direct' then 'direct' else event.referrer end),
          ('country', coalesce(event.country, '')),
          ('device', case when event.user_agent ~* 'ipad|tablet' then 'tablet'
            when event.user_agent ~* 'mobi|iphone|ipod' then 'phone'
            when event.user_agent ~* 'android' then 'tablet' else 'desktop' end),
          ('link', event.link_type),
          ('amount', event.amount::text)
        ) as part (dimension, key)
      where part.key is not null
      group by 1, 2, 3, 4 order by 1, 2, 3, 4
      on conflict (profile_id, dimension, day, key) do update set
        views = analytics_breakdown.views + excluded.views, clicks = analytics_breakdown.clicks + excluded.clicks
    ), pitch_days as (
      insert into pitch_daily (profile_id, pitch_id, day, views, clicks)
      select profile_id, pitch_id, (timestamp at time zone 'UTC')::date, count(*) filter (where type = 'profile_view'),
        count(*) filter (where type = 'link_click')
      from event where pitch_id is not null group by 1, 2, 3 order by 1, 2, 3
      on conflict (profile_id, pitch_id, day) do update set
        views = pitch_daily.views + excluded.views, clicks = pitch_daily.clicks + excluded.clicks
    ), session_counts as (
      update performance_sessions set views = performance_sessions.views + counted.views,
        clicks = performance_sessions.clicks + counted.clicks
      from (
        select session_id, count(*) filter (where type = 'profile_view') as views,
          count(*) filter (where type = 'link_click') as clicks
        from event where session_id is not null group by 1
      ) counted
      where performance_sessions.id = counted.session_id
    )`;

/**
 * One statement: the flood limit's counters of the hits' clients (the limiter's table and its fixed window, as
 * rate-limit.ts counts them), the events of active profiles among the hits within their limit, then each rollup
 * grouped so a row is updated once (ON CONFLICT may not touch a row twice in one statement). Answers the profile ids
 * whose hits were stored and the hits over their limit. Its events are marked rolled_up: it counts them itself
 * (those an older version writes are counted by older-hits.ts). A hit without a counter key is not counted here.
 * `parameters` holds the time in ms (at_ms), the time at or before which a window has ended (window_ended_ms) and the
 * limit (max_hits).
 */
const HIT_BATCH_LIMIT = `, counted as (
      ${countersUpsert(
        `(select limit_key as key, count(*)::int as added from input where limit_key is not null group by limit_key)
          as clients`,
        "(select at_ms from parameters)",
        "(select window_ended_ms from parameters)",
      )}
    ), placed as (
      select input.*, counted.last_request as window_start,
        counted.count - count(*) over (partition by input.limit_key)
          + row_number() over (partition by input.limit_key order by input.ord) as place
      from input left join counted on counted.key = input.limit_key
    ), allowed as (
      select * from placed where place is null or place <= (select max_hits from parameters)
    )`;

const HIT_BATCH_TAIL = `, event as (
      insert into analytics_events
        (profile_id, type, timestamp, visitor_id, user_agent, referrer, link_type, link_url, amount, city, region, country, location,
         pitch_id, session_id, rolled_up)
      select input.profile_id, input.type, input.ts, input.visitor_id, input.user_agent, input.referrer, input.link_type,
        input.link_url, input.amount, input.city, input.region, input.country, input.location, pitch.id, open_session.id,
        true
      from allowed as input
        join recipients on recipients.owner_uid = input.profile_id
        join "user" on "user".id = recipients.owner_uid
        left join pitches pitch on pitch.code = input.pitch and pitch.profile_id = input.profile_id
        left join performance_sessions open_session on open_session.profile_id = input.profile_id
          and open_session.ended_at is null and open_session.started_at <= input.ts
      where "user".is_active
      order by input.ord
      returning profile_id, type, timestamp, visitor_id, user_agent, referrer, country, link_type, amount, pitch_id,
        session_id
    ), summary as (
      insert into analytics_summary (profile_id, total_profile_views, total_link_clicks, last_updated)
      select profile_id, count(*) filter (where type = 'profile_view'), count(*) filter (where type = 'link_click'),
        max(timestamp)
      from event group by profile_id order by profile_id
      on conflict (profile_id) do update set
        total_profile_views = analytics_summary.total_profile_views + excluded.total_profile_views,
        total_link_clicks = analytics_summary.total_link_clicks + excluded.total_link_clicks,
        last_updated = greatest(analytics_summary.last_updated, excluded.last_updated)
    ), daily as (
      insert into analytics_daily (profile_id, day, views, clicks)
      select profile_id, (timestamp at time zone 'UTC')::date, count(*) filter (where type = 'profile_view'),
        count(*) filter (where type = 'link_click')
      from event group by 1, 2 order by 1, 2
      on conflict (profile_id, day) do update set
        views = analytics_daily.views + excluded.views, clicks = analytics_daily.clicks + excluded.clicks
    ), links as (
      insert into analytics_links (profile_id, link_type, clicks)
      select profile_id, link_type, count(*) from event where link_type is not null group by 1, 2 order by 1, 2
      on conflict (profile_id, link_type) do update set clicks = analytics_links.clicks + excluded.clicks
    ), amounts as (
      insert into analytics_amounts (profile_id, amount, clicks)
      select profile_id, amount, count(*) from event where amount is not null group by 1, 2 order by 1, 2
      on conflict (profile_id, amount) do update set clicks = analytics_amounts.clicks + excluded.clicks
    ${INSIGHTS_ROLLUPS}
    select distinct profile_id, null::bigint as ord, null::bigint as window_start from event
    union all
    select null, ord, window_start from placed where place > (select max_hits from parameters)`;
/** The batch's input columns, in order: the name in the statement, its type, and where a hit holds it. */
const INPUT: Array<[name: string, type: string, value: (hit: PendingHit) => string | number | null]> = [
  ["profile_id", "text", (hit) => hit.profileId],
  ["type", "text", (hit) => hit.type],
  ["ts", "timestamptz", (hit) => hit.timestamp],
  ["visitor_id", "text", (hit) => hit.visitorId],
  ["user_agent", "text", (hit) => hit.userAgent],
  ["referrer", "text", (hit) => hit.referrer],
  ["link_type", "text", (hit) => hit.linkType],
  ["link_url", "text", (hit) => hit.linkUrl],
  ["amount", "int", (hit) => hit.amount],
  ["city", "text", (hit) => hit.city],
  ["region", "text", (hit) => hit.region],
  ["country", "text", (hit) => hit.country],
  ["location", "text", (hit) => hit.location],
  ["pitch", "text", (hit) => hit.pitch],
  ["limit_key", "text", (hit) => hit.limitKey ?? null],
];
const INPUT_COLUMNS = [...INPUT.map(([name]) => name), "ord"].join(", ");

/**
 * Writes one batch through Drizzle, on either database (kept parsed on PGlite: platform/db/pglite-queries.ts).
 * With `limit`, the hits that carry a counter key are counted against it in the same statement.
 */
export async function writeBatch(
  db: Pick<Db, "execute">,
  hits: PendingHit[],
  limit: BatchLimit | null = null,
  now = Date.now(),
): Promise<BatchOutcome> {
  // Each column goes as one text parameter (an array literal), which both drivers pass as it is.
  const columns = hitColumns(hits).map((column, index) => sql`${arrayLiteral(column)}::${sql.raw(INPUT[index]![1])}[]`);
  const windowMs = (limit?.windowSeconds ?? 0) * 1000;
  const limitParameters = sql`select ${now}::bigint, ${now - windowMs}::bigint, ${limit?.max ?? null}::int`;
  // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
  const result =
    (await db.execute(sql`${sql.raw(KEEP_PARSED)}with parameters (at_ms, window_ended_ms, max_hits) as (${limitParameters}), input as (
      select * from unnest(${sql.join(columns, sql`, `)}) with ordinality as input (${sql.raw(INPUT_COLUMNS)})
    )${sql.raw(HIT_BATCH_LIMIT)}${sql.raw(HIT_BATCH_TAIL)}`)) as {
      rows: Array<{ profile_id: string | null; ord?: string | number | null; window_start?: string | number | null }>;
    };
  const outcome: BatchOutcome = { stored: new Set(), limited: new Map() };
  for (const row of result.rows) {
    if (row.ord === null || row.ord === undefined) outcome.stored.add(row.profile_id!);
    else {
      const seconds = secondsLeftInWindow(Number(row.window_start), limit?.windowSeconds ?? 0, now);
      outcome.limited.set(Number(row.ord) - 1, seconds);
    }
  }
  return outcome;
}

/**
 * A PostgreSQL array literal in text form: every element double-quoted with `"` and `\` escaped, NULL bare, so any
 * text is one element whatever it holds (commas, braces, quotes, "NULL").
 */
export function arrayLiteral(values: Array<string | number | null>): string {
  return `{${values.map((value) => (value === null ? "NULL" : `"${String(value).replace(/["\\]/g, "\\$&")}"`)).join(",")}}`;
}
