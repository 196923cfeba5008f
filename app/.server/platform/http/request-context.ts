import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { clientIpFrom, trustProxy } from "../client-ip";
import type { Runtime } from "../../runtime";
import type { AppEnv } from "./types";

/** Gives every handler the runtime and the client's address (c.get("runtime"), c.get("clientIp")). */
export function requestContext(runtime: Runtime): MiddlewareHandler<AppEnv> {
  const trust = trustProxy(runtime.settings.TRUST_PROXY);
  return async (c, next) => {
    const socketAddress = safeRemoteAddress(c);
    c.set("runtime", runtime);
    c.set("viaTrustedProxy", socketAddress !== undefined && trust(socketAddress, 0));
    c.set("clientIp", clientIpFrom({ socketAddress, forwardedFor: c.req.header("x-forwarded-for"), trust }));
    await next();
  };
}

function safeRemoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // requests made in-process (app.request) have no socket
  }
}
