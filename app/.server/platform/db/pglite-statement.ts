/**
 * A statement parsed and planned once on the embedded database, then bound and executed per call through PGlite's
 * public protocol API (`runExclusive`, `execProtocol`). PGlite's `query` parses and plans every time, which for a
 * join or the hit batch's five-part statement is most of the statement's cost (docs/decisions/0016, 0021). Values
 * and fields are PostgreSQL's text, NULL as null. The statement runs alone on the connection; a failure still ends
 * with sync.
 */
import { randomBytes } from "node:crypto";
import { type PGlite, protocol } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];
type DataRow = BackendMessage & { fields: Array<string | null> };

export type PgliteStatement = (values: Array<string | null>) => Promise<Array<Array<string | null>>>;

export function pgliteStatement(client: PGlite, text: string): PgliteStatement {
  const { serialize } = protocol;
  const name = `tipped_${randomBytes(6).toString("hex")}`; // one per statement made on the connection
  let parsed = false;
  const options = { syncToFs: false };
  return (values) =>
    client.runExclusive(async () => {
      let messages: BackendMessage[] = [];
      try {
        if (!parsed) {
          await client.execProtocol(serialize.parse({ name, text, types: [] }), options);
          parsed = true;
        }
        await client.execProtocol(serialize.bind({ statement: name, values }), options);
        messages = (await client.execProtocol(serialize.execute({}), options)).messages;
      } finally {
        await client.execProtocol(serialize.sync(), options);
      }
      return messages.filter((message): message is DataRow => message.name === "dataRow").map((row) => row.fields);
    });
}
