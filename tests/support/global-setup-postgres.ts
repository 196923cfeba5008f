import type { TestProject } from "vitest/node";
import { openDatabase } from "~/.server/platform/db/client";
import { createScratchDatabase } from "./postgres";

/** Migrates one database once; every test file gets `CREATE DATABASE … TEMPLATE` of it. */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const template = await createScratchDatabase(base);
  const database = await openDatabase({ databaseUrl: template.url, dataDir: "" });
  await database.close();
  project.provide("databaseKind", "postgres");
  project.provide("template", template.url);
  return () => template.drop();
}
