/** The dashboard's pitch tables as CSV downloads: "By pitch" and every session, money in the profile's currency. */
import { eq } from "drizzle-orm";
import { csvRow } from "~/domain/analytics";
import { perHour, sessionDurationMs, sessionLine } from "~/domain/pitches";
import { wallClockAt } from "~/domain/time-zone";
import { currencyDecimals, DEFAULT_TIP_CURRENCY } from "~/domain/tips";
import type { Db } from "../platform/db/client";
import { profiles } from "../profiles/schema";
import { listSessions, type SessionRow } from "./session-list";
import { pitchTotals } from "./store";

/** Money is kept in the smallest unit of the profile's currency (tips are taken in it). */
async function profileCurrency(db: Db, ownerUid: string): Promise<string> {
  const [row] = await db.select({ currency: profiles.currency }).from(profiles).where(eq(profiles.ownerUid, ownerUid));
  return row?.currency ?? DEFAULT_TIP_CURRENCY;
}

/** "12.50" for 1250 cents; "1250" for 1250 yen. */
const decimal = (minor: number, currency: string) =>
  (minor / 10 ** currencyDecimals(currency)).toFixed(currencyDecimals(currency));

/** The "By pitch" table as CSV. */
export async function pitchesCsv(db: Db, ownerUid: string): Promise<string> {
  const [{ pitches: rows }, currency] = await Promise.all([pitchTotals(db, ownerUid), profileCurrency(db, ownerUid)]);
  return pitchRowsCsv(rows, currency);
}

type PitchFigures = { name: string; archived: boolean; views: number; clicks: number; tips: number; tipAmount: number };

/** Pitches and their figures as CSV (a header and a row each). */
export function pitchRowsCsv(rows: PitchFigures[], currency: string): string {
  return (
    csvRow(["pitch", "archived", "scans", "clicks", "tips", "tip amount", "currency"]) +
    rows
      .map((row) =>
        csvRow([
          row.name,
          row.archived ? "yes" : "no",
          row.views,
          row.clicks,
          row.tips,
          decimal(row.tipAmount, currency),
          currency.toUpperCase(),
        ]),
      )
      .join("")
  );
}

/** Every session as CSV, its times in the zone it was played in. */
export async function sessionsCsv(db: Db, ownerUid: string, now: Date): Promise<string> {
  const [rows, currency] = await Promise.all([listSessions(db, ownerUid, "all"), profileCurrency(db, ownerUid)]);
  return sessionRowsCsv(rows, currency, now);
}

/** Sessions as CSV (a header and a row each), their times in the zone each was played in. */
export function sessionRowsCsv(rows: SessionRow[], currency: string, now: Date): string {
  // "2026-11-28 15:05" in the session's zone.
  const local = (at: Date | null, timeZone: string) =>
    at ? wallClockAt(at.getTime(), timeZone).replace("T", " ") : "";
  return (
    csvRow([
      "session",
      "start",
      "end",
      "time zone",
      "pitch",
      "scans",
      "clicks",
      "tips",
      "tip amount",
      "per hour",
      "currency",
    ]) +
    rows
      .map((row) => {
        const rate = perHour(row.tipAmount, sessionDurationMs(row, now));
        return csvRow([
          sessionLine({ ...row, currency }, now),
          local(row.startedAt, row.timeZone),
          local(row.endedAt, row.timeZone),
          row.timeZone,
          row.pitchName ?? "",
          row.views,
          row.clicks,
          row.tips,
          decimal(row.tipAmount, currency),
          rate === null ? "" : decimal(rate, currency),
          currency.toUpperCase(),
        ]);
      })
      .join("")
  );
}
