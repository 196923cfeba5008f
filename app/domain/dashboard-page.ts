/**
 * How long the dashboard's HTML stays true without a stored hit or a profile change (issue 18, item 5): its
 * words that depend on "now" are the Recent Activity times ("just now", "5 min ago", "yesterday"; the server
 * renders them in UTC, the browser redraws them in its own zone and clock once it runs) and the current month
 * (This Month, the last six months' bars, counted in UTC). Pure: "now" is passed in.
 */
import { relativeTimeChangesAt } from "./activity";

/** The first moment of the UTC month after `now`'s, in epoch milliseconds. */
export function nextMonthStart(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
}

/**
 * The moment (epoch milliseconds) the dashboard rendered at `now` with these Recent Activity times stops reading as
 * a fresh render would: the first change of any relative time, or the next month, whichever comes first.
 */
export function dashboardTrueUntil(eventTimes: readonly string[], now: Date): number {
  let until = nextMonthStart(now);
  for (const time of eventTimes) {
    const then = new Date(time);
    if (!Number.isNaN(then.getTime())) until = Math.min(until, relativeTimeChangesAt(then, now));
  }
  return until;
}
