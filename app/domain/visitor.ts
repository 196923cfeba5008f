/**
 * Visitor id (requirements 3): "Kept in the browser; made of the word "visitor", a timestamp and a random
 * string." The browser supplies the clock and the randomness, so this stays pure; the server accepts
 * only ids of this shape (bounded, safe characters) before storing one with an analytics event.
 */

const RANDOM_MAX = 32;
const VISITOR_ID = new RegExp(`^visitor_\\d{1,15}_[a-z0-9]{1,${RANDOM_MAX}}$`);

/**
 * "visitor_" + milliseconds + "_" + random, e.g. newVisitorId(Date.now(), Math.random().toString(36).slice(2)).
 * The random part is lower-cased and kept to letters and digits (so a UUID works too), at most 32 of them.
 */
export function newVisitorId(now: number, random: string): string {
  const suffix =
    random
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .slice(0, RANDOM_MAX) || "0";
  return `visitor_${Math.max(0, Math.trunc(now))}_${suffix}`;
}

export const isVisitorId = (value: unknown): value is string => typeof value === "string" && VISITOR_ID.test(value);
