import type { TestProject } from "vitest/node";
import { startOutsideWorld } from "../fakes/outside-world.mjs";
import { INTEGRATION_SERVER_ENV } from "./integration-env";
import { startServer } from "./test-server";

export default async function setup(project: TestProject) {
  const outside = await startOutsideWorld();
  const server = await startServer({ env: { ...INTEGRATION_SERVER_ENV, ...outside.env } });
  project.provide("baseUrl", server.url);
  project.provide("outsideUrl", outside.url);
  project.provide("databaseKind", "pglite");
  project.provide("databaseUrl", "");
  return async () => {
    await server.stop();
    await outside.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    outsideUrl: string;
    databaseKind: "pglite" | "postgres";
    /** The PostgreSQL database the test server uses; empty on PGlite (its folder belongs to one process). */
    databaseUrl: string;
  }
}
