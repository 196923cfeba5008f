import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS, serverProcessEnv } from "../../scripts/lib/server-process.mjs";

const scripts = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

describe("the server process's start settings (scripts/lib/server-process.mjs)", () => {
  it.each(["start", "serve"])("npm run %s passes the same V8 flags and allocator settings", (name) => {
    const script = scripts[name]!;
    const node = /\bnode ((?:--\S+ )*)(\S+)$/.exec(script);
    expect(node?.[1]?.trim().split(" ")).toEqual(SERVER_NODE_FLAGS);
    for (const [variable, value] of Object.entries(SERVER_MALLOC_ENV)) {
      // Set unless the environment sets it already.
      expect(script).toContain(`${variable}=\${${variable}:-${value}} `);
    }
  });

  it("keeps allocator settings the environment gives", () => {
    expect(serverProcessEnv({ MALLOC_ARENA_MAX: "4", PORT: "1" })).toEqual({
      ...SERVER_MALLOC_ENV,
      MALLOC_ARENA_MAX: "4",
      PORT: "1",
    });
  });
});
