/**
 * The worker that sends the fans' mails from the queue table (fan_mails), in the server process.
 *
 * A batch is claimed in one statement (`FOR UPDATE SKIP LOCKED`: instances sharing a PostgreSQL database each take
 * other rows; PGlite is one process): its rows become `sending`, stamped with this worker and the time, and their
 * try count goes up. Each mail is then sent, and its row marked `sent` in one statement that also ends the claim
 * (only while the claim is still this worker's). A failure puts the row back with a growing delay
 * (retryDelayMs), or marks it `failed` after the last try.
 *
 * Stopping (a restart, a deploy) stops claiming and waits for the mails in flight (up to 10 s), so a graceful
 * restart sends every mail once. After a crash, rows still `sending` are taken again once their claim is older than the claim
 * timeout. The one window that can send a mail twice is a crash between the mail server's acceptance and the
 * `sent` mark's commit (one SMTP round trip per mail in flight): the mail is then sent again, with the same
 * Message-ID, so mail clients show it once. Losing it instead was the worse choice for a "playing today" notice.
 * The claim timeout must outlast the slowest send (nodemailer's own timeouts), or a slow send could be taken twice.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { retryDelayMs } from "~/domain/fans";
import { profileUrl } from "~/domain/profile-url";
import { profileNames } from "~/domain/profile-view";
import type { Db } from "../platform/db/client";
import { errorForLog } from "../platform/log-safe";
import type { Mailer } from "../platform/mail/mailer";
import { profiles } from "../profiles/schema";
import { fanNoticeMail } from "./messages";
import { fanMails, fanNotices, fans } from "./schema";
import { unsubscribeUrl } from "./tokens";

const STOP_WAIT_MS = 10_000;

export type FanMailQueueOptions = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  batchSize: number;
  claimTimeoutMs: number;
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
};

type Claimed = {
  id: number;
  attempts: number;
  fan_id: string | null;
  email: string | null;
  language: string | null;
  text: string;
  owner_uid: string;
  first_name: string | null;
  last_name: string | null;
  alt_name: string | null;
  handle: string | null;
};

export function createFanMailQueue(options: FanMailQueueOptions) {
  const { db } = options;
  const worker = randomUUID();
  const host = new URL(options.publicUrl).hostname;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function claim(): Promise<Claimed[]> {
    const { rows } = (await db.execute(sql`
      with picked as (
        select id from ${fanMails}
        where (status = 'queued' and next_attempt_at <= now())
          or (status = 'sending' and claimed_at < now() - make_interval(secs => ${options.claimTimeoutMs / 1000}))
        order by id
        limit ${options.batchSize}
        for update skip locked
      ), claimed as (
        update ${fanMails} m set status = 'sending', claimed_at = now(), claimed_by = ${worker},
          attempts = m.attempts + 1
        from picked where m.id = picked.id
        returning m.id, m.attempts, m.fan_id, m.notice_id
      )
      select c.id, c.attempts, f.id as fan_id, f.email, f.language, n.text, p.owner_uid, p.first_name,
        p.last_name, p.alt_name, p.handle
      from claimed c
        join ${fanNotices} n on n.id = c.notice_id
        join ${profiles} p on p.owner_uid = n.profile_uid
        left join ${fans} f on f.id = c.fan_id
      order by c.id`)) as { rows: Claimed[] };
    return rows;
  }

  /** Ends this worker's claim of a row, as long as it still holds it. */
  const finish = (id: number, set: ReturnType<typeof sql>) =>
    db.execute(sql`update ${fanMails} set ${set}, claimed_at = null, claimed_by = null
      where id = ${id} and claimed_by = ${worker} and status = 'sending'`);

  async function send(row: Claimed) {
    if (!row.fan_id || !row.email) {
      await finish(row.id, sql`status = 'cancelled'`);
      return;
    }
    const names = profileNames({ firstName: row.first_name, lastName: row.last_name, altName: row.alt_name });
    try {
      await options.mailer.send(
        fanNoticeMail({
          to: row.email,
          language: row.language ?? "en",
          performer: names.displayName,
          notice: row.text,
          pageUrl: profileUrl(options.publicUrl, { ownerUid: row.owner_uid, handle: row.handle }),
          unsubscribeUrl: unsubscribeUrl(options.publicUrl, options.secret, row.fan_id),
          messageId: `<fan-mail-${row.id}@${host}>`,
        }),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = row.attempts >= options.maxAttempts;
      console.warn(`A fan mail could not be sent (try ${row.attempts}${last ? ", the last" : ""})`, errorForLog(error));
      await finish(
        row.id,
        last
          ? sql`status = 'failed', last_error = ${message.slice(0, 500)}`
          : sql`status = 'queued', last_error = ${message.slice(0, 500)},
              next_attempt_at = now() + make_interval(secs => ${retryDelayMs(row.attempts, options.retryBaseMs) / 1000})`,
      );
      return;
    }
    await finish(row.id, sql`status = 'sent', sent_at = now(), last_error = null`);
  }

  async function drain() {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const batch = await claim();
        if (batch.length === 0) break;
        await Promise.all(batch.map(send));
      }
    } while (again && !stopped);
  }

  /** Sends what is due now; a call while a run is going makes that run look again before it ends. */
  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => console.error("The fan mail queue stopped on an error", errorForLog(error)))
      .finally(() => (running = null));
    return running;
  }

  return {
    start() {
      timer = setInterval(() => void run(), options.pollMs);
      timer.unref();
      void run();
    },
    /** A notice was queued: send now rather than at the next poll. */
    nudge: () => void run(),
    run,
    /**
     * Claims nothing more and waits for the mails in flight, at most `STOP_WAIT_MS`: a stuck mail server must not
     * hold a restart. Rows still claimed then are taken again after the claim timeout.
     */
    async stop() {
      stopped = true;
      clearInterval(timer);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(waited);
    },
  };
}

export type FanMailQueue = ReturnType<typeof createFanMailQueue>;
