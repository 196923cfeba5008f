import type { TestProject } from "vitest/node";
import { startOutsideWorld } from "../fakes/outside-world.mjs";
import { INTEGRATION_SERVER_ENV } from "./integration-env";
import { createScratchDatabase } from "./postgres";
import { startServer } from "./test-server";

export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const outside = await startOutsideWorld();
  const database = await createScratchDatabase(base);
  const server = await startServer({ env: { ...INTEGRATION_SERVER_ENV, ...outside.env, DATABASE_URL: database.url } });
  project.provide("baseUrl", server.url);
  project.provide("outsideUrl", outside.url);
  project.provide("databaseKind", "postgres");
  project.provide("databaseUrl", database.url);
  return async () => {
    await server.stop();
    await database.drop();
    await outside.close();
  };
}
