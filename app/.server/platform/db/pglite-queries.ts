/**
 * The way into the embedded database for Drizzle and every other caller in the server. Drizzle's statements are
 * parsed and planned once per text, then bound and executed per call through PGlite's public protocol API
 * (`execProtocol`); PGlite's own `query` parses and plans every time, which is most of a short statement's cost
 * there (docs/decisions/0022).
 *
 * Statements run one at a time, and never inside another caller's transaction: every call here waits for `gate`,
 * which a transaction holds from its BEGIN to its end. Nothing else may use the PGlite instance once this is made
 * (PGlite's own locks do not keep a statement sent through its protocol API out of an open transaction).
 */
import { Mutex, type PGlite, parse, protocol, type Results, type Transaction } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];
type QueryOptions = { rowMode?: "array" | "object" };

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
export type PgliteTransaction = { query: Query } & Pick<Transaction, "exec" | "rollback" | "closed">;
/** What Drizzle calls on a PGlite instance. */
export type PgliteClient = {
  query: Query;
  transaction<T>(body: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
};
/** For what Drizzle does not say (a backup's dump, a restore's load, tests): statements parsed each time. */
export type PgliteQueries = PgliteClient & {
  /** Statements with no parameters, separated by semicolons (PGlite's `exec`). */
  exec(text: string): Promise<Array<Results>>;
};

type Prepared = { name: string; paramTypes: number[]; rowDescription: BackendMessage | undefined };

/**
 * Statements kept parsed: more than the server's distinct statements (a list's length makes its own text), few
 * enough to bound the database's memory. The least recently used one is closed when a new one comes.
 */
const STATEMENTS_KEPT = 200;

/**
 * Two ways in, behind one gate: `drizzle` keeps each statement parsed (the server's statements, again and again);
 * `direct` parses each time, as PGlite does (one-off work whose statements would only crowd the kept ones out).
 */
export function pgliteQueries(
  client: PGlite,
  kept = STATEMENTS_KEPT,
): { drizzle: PgliteClient; direct: PgliteQueries } {
  const { serialize } = protocol;
  const gate = new Mutex();
  const statements = new Map<string, Prepared>(); // in order of last use, oldest first
  const retired: string[] = [];
  let statementsMade = 0;
  const exec = async (message: Uint8Array) => (await client.execProtocol(message, { syncToFs: false })).messages;

  async function prepare(text: string, name: string): Promise<Prepared> {
    await exec(serialize.parse({ name, text, types: [] }));
    const described = await exec(serialize.describe({ type: "S", name }));
    return {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === "rowDescription"),
    };
  }

  /**
   * The statements pushed out of `statements`, closed outside a transaction (a failed one's block would refuse), each
   * on its own: a close that fails costs the database a statement's memory, never a caller its answer.
   */
  async function closeRetired() {
    while (retired.length > 0) {
      try {
        await exec(serialize.close({ type: "S", name: retired.pop()! }));
      } catch {
        // left parsed
      } finally {
        await exec(serialize.sync());
      }
    }
  }

  /** One statement, with the connection to itself (PGlite's query lock held). */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, keep: boolean) {
    const messages: BackendMessage[] = [];
    let statement = keep ? statements.get(text) : undefined;
    try {
      if (!keep) {
        statement = await prepare(text, "");
      } else if (statement) {
        statements.delete(text);
        statements.set(text, statement);
      } else {
        statement = await prepare(text, `tipped_${++statementsMade}`);
        if (statements.size >= kept) {
          const [oldest] = statements;
          statements.delete(oldest![0]);
          retired.push(oldest![1].name);
        }
        statements.set(text, statement);
      }
      const { paramTypes } = statement;
      // PGlite's own serializers for the parameters' types (dates, JSON, arrays, booleans), as its `query` does.
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[paramTypes[index]!];
        return serializer ? serializer(value) : String(value);
      });
      await exec(serialize.bind({ statement: statement.name, values }));
      messages.push(...(await exec(serialize.execute({}))));
    } finally {
      await exec(serialize.sync());
    }
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    // Drizzle's parsers are the instance's own (client.ts): given again, PGlite would copy its parser table.
    return parse.parseResults(described, client.parsers, { rowMode: options?.rowMode })[0] as Results<T>;
  }

  const entry = (keep: boolean): PgliteClient => ({
    query: (text, params = [], options) =>
      gate.runExclusive(() =>
        client.runExclusive(async () => {
          try {
            return await run(text, params, options, keep);
          } finally {
            await closeRetired();
          }
        }),
      ),
    transaction: (body) =>
      gate.runExclusive(() =>
        client.transaction((tx) =>
          body({
            query: async (text, params = [], options) => {
              if (tx.closed) throw new Error("Transaction is closed");
              return client.runExclusive(() => run(text, params, options, keep));
            },
            exec: (text) => tx.exec(text),
            rollback: () => tx.rollback(),
            get closed() {
              return tx.closed;
            },
          }),
        ),
      ),
  });
  return {
    drizzle: entry(true),
    direct: { ...entry(false), exec: (text) => gate.runExclusive(() => client.exec(text)) },
  };
}
