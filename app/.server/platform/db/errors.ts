import pg from "pg";

/**
 * Why the database at DATABASE_URL could not be opened, in words naming the cause and where (never the password):
 * "connection refused at 127.0.0.1:1", "database "x" does not exist", "password authentication failed for user".
 */
export function describeDatabaseStartError(error: unknown, url: string): string {
  let where = "DATABASE_URL";
  let user = "";
  let database = "";
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname || "localhost"}:${parsed.port || "5432"}`;
    user = decodeURIComponent(parsed.username);
    database = decodeURIComponent(parsed.pathname.replace(/^\//, ""));
  } catch {
    // an unparsable URL was refused by the settings already; keep the generic wording
  }
  const causes: Array<Error & { code?: string }> = [];
  for (let cause = error; cause instanceof Error && causes.length < 5; cause = (cause as { cause?: unknown }).cause)
    causes.push(cause);
  const root = causes.find((cause) => typeof cause.code === "string") ?? causes.at(-1);
  const code = root?.code ?? "";
  const prefix = "DATABASE_URL: could not open the database:";
  if (code === "ECONNREFUSED") return `${prefix} connection refused at ${where} (is PostgreSQL running there?)`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `${prefix} the host of ${where} was not found`;
  if (code === "ETIMEDOUT") return `${prefix} connecting to ${where} timed out`;
  if (code === "3D000") return `${prefix} database "${database}" does not exist at ${where}`;
  if (code === "28P01") return `${prefix} password authentication failed for user "${user}" at ${where}`;
  if (code === "28000") return `${prefix} ${where} does not let user "${user}" connect (${root?.message ?? code})`;
  if (code === "42501") return `${prefix} user "${user}" may not create the tables at ${where} (${root?.message})`;
  const reason = root ? `${root.message.split("\n", 1)[0]}${code ? ` (${code})` : ""}` : String(error);
  return `${prefix} ${reason} at ${where}`;
}

/** Set on an error of a pool connection's connect: it comes from the database's socket. */
const FROM_DATABASE = Symbol("tipped.fromDatabase");

/** Marks an error of a pool connection's connect as the database's (postgres-client.ts). */
export function markFromDatabase<T>(error: T): T {
  if (error instanceof Error) Object.assign(error, { [FROM_DATABASE]: true });
  return error;
}

/** Whether an error came from the database driver: a failed query (Drizzle wraps every one), pg's own, or the pool's. */
function fromDatabase(error: Error): boolean {
  return (
    FROM_DATABASE in error || error instanceof pg.DatabaseError || ("query" in error && "params" in error) // DrizzleQueryError, on PGlite and PostgreSQL alike
  );
}

/**
 * A query failed because the database went away (not because of what it asked): answer 503, try again later.
 * Socket errors (ECONNRESET, EPIPE…) count only when they came through the database driver: a visitor closing
 * their own connection mid-upload is not a database outage.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let viaDatabase = false;
  for (let cause = error; cause instanceof Error; cause = (cause as Error & { cause?: unknown }).cause) {
    viaDatabase ||= fromDatabase(cause);
    const code = (cause as Error & { code?: string }).code ?? "";
    // SQLSTATE classes only a database server sends: shutdown, connection exceptions, too many connections.
    if (/^(57P0[1-3]|08[0-9A-Z]{3}|53300)$/.test(code)) return true;
    if (!viaDatabase) continue;
    if (["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"].includes(code)) return true;
    if (
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        cause.message,
      )
    )
      return true;
  }
  return false;
}

/** What a visitor is told when a write could not reach the database: nothing was saved, so trying again is safe. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "We could not reach our database, so nothing was saved. Please try again in a moment.";
