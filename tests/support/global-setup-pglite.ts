import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/.server/db/client";
import { tempDataDir } from "./test-server";

/** Migrates one PGlite folder once; every test file starts from a copy of it (a copy takes ~0.1 s, a new folder ~2 s). */
export default async function setup(project: TestProject) {
  const templateDataDir = tempDataDir("tipped-template-");
  const database = await openDatabase({ dataDir: templateDataDir });
  await database.close();
  project.provide("databaseKind", "pglite");
  project.provide("template", templateDataDir);
  return () => rmSync(templateDataDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseKind: "pglite" | "postgres";
    /** PGlite: a migrated data folder to copy. PostgreSQL: the URL of a migrated database to use as a TEMPLATE. */
    template: string;
  }
}
