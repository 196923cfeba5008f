import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, tempDataDir } from "../support/test-server";

/**
 * A DATABASE_URL that cannot be used said only "Failed query: CREATE SCHEMA …". The start now
 * stops with a message naming the cause. Connection refused is real (port 1); "no such database" and "password
 * authentication failed" come from a stand-in PostgreSQL that answers the start-up message with that error, as
 * a real server does (the test machine's own server trusts every local connection).
 */
function fakePostgres(code: string, message: string): Promise<{ port: number; server: Server }> {
  const text = (value: string) => Buffer.from(`${value}\0`);
  const fields = Buffer.concat([
    Buffer.from("S"),
    text("FATAL"),
    Buffer.from("V"),
    text("FATAL"),
    Buffer.from("C"),
    text(code),
    Buffer.from("M"),
    text(message),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(fields.length + 4);
  const errorResponse = Buffer.concat([Buffer.from("E"), length, fields]);
  const server = createServer((socket) => {
    socket.on("error", () => socket.destroy());
    socket.once("data", () => socket.end(errorResponse)); // whatever the start-up message said
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ port: typeof address === "object" && address ? address.port : 0, server });
    }),
  );
}

function startWith(databaseUrl: string): Promise<{ code: number | null; stderr: string }> {
  const dataDir = tempDataDir();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: "0",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "integration-test-secret-0123456789abcdef",
      PUBLIC_URL: "http://127.0.0.1:1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stderr });
    }),
  );
}

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

describe("an unusable DATABASE_URL", () => {
  it("names the cause: connection refused, no such database, failed password", async () => {
    const missing = await fakePostgres("3D000", 'database "tipped_gone" does not exist');
    const wrongPassword = await fakePostgres("28P01", 'password authentication failed for user "maya"');
    servers.push(missing.server, wrongPassword.server);
    const cases: Array<[string, string, string]> = [
      [
        "refused",
        "postgres://maya:secret-pw@127.0.0.1:1/tipped",
        "DATABASE_URL: could not open the database: connection refused at 127.0.0.1:1",
      ],
      [
        "no such database",
        `postgres://maya:secret-pw@127.0.0.1:${missing.port}/tipped_gone`,
        `DATABASE_URL: could not open the database: database "tipped_gone" does not exist at 127.0.0.1:${missing.port}`,
      ],
      [
        "wrong password",
        `postgres://maya:secret-pw@127.0.0.1:${wrongPassword.port}/tipped`,
        `DATABASE_URL: could not open the database: password authentication failed for user "maya"`,
      ],
    ];
    const results = await Promise.all(cases.map(([, url]) => startWith(url)));
    cases.forEach(([what, , expected], index) => {
      const { code, stderr } = results[index]!;
      expect(code, what).not.toBe(0);
      expect(stderr, what).toContain(expected);
      expect(stderr, what).not.toContain("Failed query");
      expect(stderr, what).not.toContain("secret-pw");
    });
    console.info(`database start: ${cases.length} unusable DATABASE_URLs, each stopped with its cause named`);
  });
});
