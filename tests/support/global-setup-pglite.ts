import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/.server/platform/db/client";
import { tempDataDir } from "./test-server";

/**
 * Migrates one PGlite folder once; every test file starts from a copy of it (a copy takes ~0.1 s, a new folder ~3 s
 * and 4.5 CPU-seconds). `npm test` names the folder in TIPPED_PGLITE_TEMPLATE and keeps it for the end-to-end
 * tests, whose servers then start from a copy too (playwright.config.ts, tests/support/test-server.ts).
 */
export default async function setup(project: TestProject) {
  const kept = process.env.TIPPED_PGLITE_TEMPLATE;
  const templateDataDir = kept ?? tempDataDir("tipped-template-");
  const database = await openDatabase({ dataDir: templateDataDir });
  await database.close();
  project.provide("databaseKind", "pglite");
  project.provide("template", templateDataDir);
  return () => {
    if (!kept) rmSync(templateDataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseKind: "pglite" | "postgres";
    /** PGlite: a migrated data folder to copy. PostgreSQL: the URL of a migrated database to use as a TEMPLATE. */
    template: string;
  }
}
