import { createHash } from "node:crypto";
import pg from "pg";
import { markFromDatabase } from "./errors";

/**
 * Put first in a statement's text (`sql.raw(KEEP_PARSED)`), it asks PostgreSQL to parse and plan that statement once
 * per connection instead of at every call (docs/decisions/0024). For the few hot statements whose text is the
 * same at every call (their values go as parameters), where planning was most of the database's time: the hit
 * batch planned for 2.5 ms and ran for 1.6. The embedded database keeps every statement parsed already
 * (pglite-queries.ts); there the comment is only a comment.
 */
export const KEEP_PARSED = "/* kept parsed */ ";

/** A marked statement's name, the same for its text in every process (a hash: the text itself may be long). */
const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `tipped_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * The pool's connections (pg-pool's documented `Client` option):
 * - a statement marked KEEP_PARSED goes as a named statement (node-postgres's `name`), so this connection parses it
 *   once and PostgreSQL plans it once it has seen that one plan serves every call;
 * - an error while connecting is marked as the database's (errors.ts), in both of connect's forms (the pool uses the
 *   callback one).
 */
export class PoolClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (
      typeof config === "object" &&
      config !== null &&
      !("name" in config && config.name) &&
      "text" in config &&
      typeof config.text === "string" &&
      config.text.startsWith(KEEP_PARSED)
    )
      args[0] = { ...config, name: nameOf(config.text) };
    return (super.query as (...rest: unknown[]) => never)(...args);
  }

  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error | null, client?: pg.Client) => void): void;
  override connect(callback?: (error: Error | null, client?: pg.Client) => void): Promise<pg.Client> | void {
    if (callback) return super.connect((error: Error | null) => callback(error && markFromDatabase(error), this));
    return super.connect().catch((error: unknown) => {
      throw markFromDatabase(error);
    });
  }
}
