/** What the owner's dashboard shows of card tips: totals, the last months, recent tips with their messages. */
import { and, desc, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import { csvRow } from "~/domain/analytics";
import { COUNTED_TIP_STATUSES, currencyDecimals, DEFAULT_TIP_CURRENCY, type TipStatus } from "~/domain/tips";
import type { Db } from "../platform/db/client";
import { tips } from "./schema";

/** The owner's card tips paid from `range.start` until before `range.end`. */
export const paidIn = (ownerUid: string, range: { start: Date; end: Date }) =>
  and(
    eq(tips.profileUid, ownerUid),
    eq(tips.status, "succeeded"),
    gte(tips.paidAt, range.start),
    lt(tips.paidAt, range.end),
  );

export type OwnerTip = {
  id: string;
  amount: number;
  currency: string;
  refunded: number;
  status: TipStatus;
  name: string | null;
  /** The message, unless the owner hid it (then it is not sent to the page at all). */
  message: string | null;
  hasMessage: boolean;
  messageHidden: boolean;
  createdAt: string;
};

export type TipsSummary = {
  currency: string;
  /** Received (paid, less refunds), in minor units. */
  thisMonth: number;
  allTime: number;
  count: number;
  /** Received per month ("2026-11"), for the monthly chart. */
  byMonth: Record<string, number>;
  recent: OwnerTip[];
};

const received = sql<number>`coalesce(sum(${tips.amount} - ${tips.refunded}), 0)::int`;

/**
 * The totals count the tips in the profile's currency (a performer who changed currency sees the new one's); each
 * recent tip keeps its own.
 */
export async function loadTipsSummary(
  db: Db,
  ownerUid: string,
  now: Date,
  profileCurrency: string = DEFAULT_TIP_CURRENCY,
): Promise<TipsSummary> {
  const currency = profileCurrency.toLowerCase();
  const counted = and(
    eq(tips.profileUid, ownerUid),
    inArray(tips.status, COUNTED_TIP_STATUSES),
    eq(tips.currency, currency),
  );
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const sixMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1));
  const month = sql<string>`to_char(${tips.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const [totals, thisMonth, months, recent] = await Promise.all([
    db
      .select({ sum: received, count: sql<number>`count(*)::int` })
      .from(tips)
      .where(counted),
    db
      .select({ sum: received })
      .from(tips)
      .where(and(counted, gte(tips.createdAt, monthStart))),
    db
      .select({ month, sum: received })
      .from(tips)
      .where(and(counted, gte(tips.createdAt, sixMonthsAgo)))
      .groupBy(month),
    db
      .select({
        id: tips.id,
        amount: tips.amount,
        currency: tips.currency,
        refunded: tips.refunded,
        status: tips.status,
        name: tips.name,
        message: tips.message,
        messageHidden: tips.messageHidden,
        createdAt: tips.createdAt,
      })
      .from(tips)
      .where(and(eq(tips.profileUid, ownerUid), notInArray(tips.status, ["open", "expired"])))
      .orderBy(desc(tips.createdAt))
      .limit(20),
  ]);
  return {
    currency,
    thisMonth: thisMonth[0]?.sum ?? 0,
    allTime: totals[0]?.sum ?? 0,
    count: totals[0]?.count ?? 0,
    byMonth: Object.fromEntries(months.map((row) => [row.month, row.sum])),
    recent: recent.map((row) => ({
      ...row,
      message: row.messageHidden ? null : row.message,
      hasMessage: row.message !== null,
      status: row.status as TipStatus,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export const EMPTY_TIPS = (): TipsSummary => ({
  currency: DEFAULT_TIP_CURRENCY,
  thisMonth: 0,
  allTime: 0,
  count: 0,
  byMonth: {},
  recent: [],
});

/** The owner hides (or shows again) a tip's message on their dashboard; only their own tips. */
export async function setMessageHidden(db: Db, ownerUid: string, tipId: string, hidden: boolean): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/.test(tipId)) return false;
  const changed = await db
    .update(tips)
    .set({ messageHidden: hidden })
    .where(and(eq(tips.id, tipId), eq(tips.profileUid, ownerUid)))
    .returning({ id: tips.id });
  return changed.length > 0;
}

/** Every tip of the owner that was paid at some point, as CSV lines (header first): their own download. */
export async function tipsCsv(db: Db, ownerUid: string): Promise<string> {
  const rows = await db
    .select()
    .from(tips)
    .where(and(eq(tips.profileUid, ownerUid), notInArray(tips.status, ["open", "expired"])))
    .orderBy(desc(tips.createdAt));
  const units = (minor: number, currency: string) =>
    (minor / 10 ** currencyDecimals(currency)).toFixed(currencyDecimals(currency));
  const lines = [
    csvRow(["time", "status", "amount", "fee", "net", "refunded", "currency", "source", "name", "message"]),
    ...rows.map((row) =>
      csvRow([
        row.createdAt.toISOString(),
        row.status,
        units(row.amount, row.currency),
        units(row.fee, row.currency),
        units(row.net, row.currency),
        units(row.refunded, row.currency),
        row.currency.toUpperCase(),
        row.source ?? "",
        row.name ?? "",
        row.message ?? "",
      ]),
    ),
  ];
  return lines.join("");
}
