/** The owner's notice to their fans, and what became of its mails. */
import { and, count, eq, sql } from "drizzle-orm";
import { NOTICE_MESSAGES } from "~/domain/fans";
import type { Db } from "../platform/db/client";
import { fanMails, fanNotices, fans, fanUnsubscribes } from "./schema";

export type NoticeResult = { ok: true; queued: number } | { ok: false; message: string };

/**
 * Queues one mail per confirmed fan (of `city`, or all), in one transaction with the notice itself, whose unique
 * (performer, day) index refuses a second notice the same day even when two are sent at once.
 */
export async function queueNotice(
  db: Db,
  notice: { profileUid: string; day: string; text: string; city: string | null },
): Promise<NoticeResult> {
  const cityMatch = notice.city === null ? sql`true` : sql`lower(${fans.city}) = lower(${notice.city})`;
  return db.transaction(async (tx) => {
    const [{ fans: reached } = { fans: 0 }] = await tx
      .select({ fans: count() })
      .from(fans)
      .where(and(eq(fans.profileUid, notice.profileUid), cityMatch));
    if (reached === 0) return { ok: false, message: NOTICE_MESSAGES.noFans } as const;
    const [created] = await tx.insert(fanNotices).values(notice).onConflictDoNothing().returning({ id: fanNotices.id });
    if (!created) return { ok: false, message: NOTICE_MESSAGES.oncePerDay } as const;
    const queued = (await tx.execute(sql`insert into ${fanMails} (notice_id, fan_id)
      select ${created.id}::uuid, ${fans.id} from ${fans}
      where ${fans.profileUid} = ${notice.profileUid} and ${cityMatch}
      returning id`)) as { rows: unknown[] };
    return { ok: true, queued: queued.rows.length } as const;
  });
}

export async function noticeSentToday(db: Db, profileUid: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: fanNotices.id })
    .from(fanNotices)
    .where(and(eq(fanNotices.profileUid, profileUid), eq(fanNotices.day, day)));
  return Boolean(row);
}

/** The owner's figures: mails sent, failed for good, still waiting, and fans who unsubscribed. */
export async function mailFigures(db: Db, profileUid: string) {
  const { rows } = (await db.execute(sql`select
      count(*) filter (where m.status = 'sent')::int as sent,
      count(*) filter (where m.status = 'failed')::int as failed,
      count(*) filter (where m.status in ('queued', 'sending'))::int as waiting,
      (select count(*) from ${fanUnsubscribes} u where u.profile_uid = ${profileUid})::int as unsubscribes
    from ${fanMails} m join ${fanNotices} n on n.id = m.notice_id
    where n.profile_uid = ${profileUid}`)) as {
    rows: Array<{ sent: number; failed: number; waiting: number; unsubscribes: number }>;
  };
  const row = rows[0]!;
  return {
    sent: Number(row.sent),
    failed: Number(row.failed),
    waiting: Number(row.waiting),
    unsubscribes: Number(row.unsubscribes),
  };
}
