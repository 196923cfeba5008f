import { randomBytes } from "node:crypto";
import pg from "pg";

async function onServer(baseUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Creates a throw-away database on the server of `baseUrl`, empty or as a copy of `template` (a database name).
 * PostgreSQL copies a template at file level, so a migrated schema costs nothing per test file.
 */
export async function createScratchDatabase(
  baseUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `tipped_test_${randomBytes(4).toString("hex")}`;
  await onServer(baseUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
