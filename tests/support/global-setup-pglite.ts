import type { TestProject } from "vitest/node";
import { INTEGRATION_SERVER_ENV } from "./integration-env";
import { startServer } from "./test-server";

export default async function setup(project: TestProject) {
  const server = await startServer({ env: INTEGRATION_SERVER_ENV });
  project.provide("baseUrl", server.url);
  project.provide("databaseKind", "pglite");
  return async () => {
    await server.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseKind: "pglite" | "postgres";
  }
}
