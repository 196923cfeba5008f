import type { TestProject } from "vitest/node";
import { INTEGRATION_SERVER_ENV } from "./integration-env";
import { createScratchDatabase } from "./postgres";
import { startServer } from "./test-server";

export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const database = await createScratchDatabase(base);
  const server = await startServer({ env: { ...INTEGRATION_SERVER_ENV, DATABASE_URL: database.url } });
  project.provide("baseUrl", server.url);
  project.provide("databaseKind", "postgres");
  return async () => {
    await server.stop();
    await database.drop();
  };
}
