import type { SecureHeadersVariables } from "hono/secure-headers";
import type { Runtime } from "../runtime";

/** What every Hono handler can read from its context. */
export type AppEnv = {
  Variables: SecureHeadersVariables & {
    clientIp: string;
    runtime: Runtime;
  };
};
