// The deployment the two-instance suite runs against: a fresh PostgreSQL database, a local S3 server, two Tipped
// instances, and Debian's nginx terminating TLS (a self-signed certificate made now) and balancing between them.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { SERVER_NODE_FLAGS, serverProcessEnv } from "../../scripts/lib/server-process.mjs";
import { startOutsideWorld } from "../fakes/outside-world.mjs";
import { startS3 } from "../fakes/s3-server.mjs";
import { freePort, ROOT } from "../support/test-server";

const POSTGRES = process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Instance = { name: "a" | "b"; port: number; dataDir: string; process: ChildProcess; log: () => string };

export async function startCluster() {
  const folder = mkdtempSync(path.join(tmpdir(), "tipped-cluster-"));
  const databaseName = `tipped_cluster_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const databaseUrl = new URL(POSTGRES);
  databaseUrl.pathname = `/${databaseName}`;

  const s3 = await startS3({ bucket: "tipped-cluster" });
  const outside = await startOutsideWorld();
  const httpsPort = await freePort();
  const publicUrl = `https://127.0.0.1:${httpsPort}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl.toString(),
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "127.0.0.1",
    AUTH_RATE_LIMIT_MAX: "1000",
    GEOCODER_MIN_INTERVAL_MS: "0",
    ...outside.env,
    ...s3.env,
  };
  // Both start at once on the empty database: the migrations run once, under the advisory lock.
  const instances = await Promise.all(
    (["a", "b"] as const).map(async (name) => {
      const port = await freePort();
      const dataDir = path.join(folder, `instance-${name}`);
      let log = "";
      // Started as `npm start` starts it (scripts/lib/server-process.mjs): its memory is one of the suite's figures.
      const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
        cwd: ROOT,
        env: serverProcessEnv({ ...env, PORT: String(port), DATA_DIR: dataDir }),
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", (chunk) => (log += String(chunk)));
      child.stderr?.on("data", (chunk) => (log += String(chunk)));
      return { name, port, dataDir, process: child, log: () => log } satisfies Instance;
    }),
  );
  await Promise.all(instances.map((instance) => waitForHealth(`http://127.0.0.1:${instance.port}`, instance)));

  const nginx = startNginx(folder, httpsPort, instances);
  // The proxy's certificate is the self-signed one made above: this test process checks its health without trust.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  await waitForHealth(publicUrl);

  return {
    publicUrl,
    databaseName,
    databaseUrl: databaseUrl.toString(),
    s3,
    instances,
    /** Ends every connection to the cluster's database, as a PostgreSQL restart or failover would. */
    async dropDatabaseConnections(): Promise<number> {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      // Each backend is waited for (up to 5 s) until it has ended: pg_terminate_backend alone only signals it, and
      // on a busy machine the test's next request reached an instance before its connection died, so that request
      // met the drop itself (a 503) rather than the pool after it.
      const { rowCount } = await client.query(
        "select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = $1",
        [databaseName],
      );
      await client.end();
      return rowCount ?? 0;
    },
    async connectionsPerInstance(): Promise<number> {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
        databaseName,
      ]);
      await client.end();
      return rows[0].n / instances.length;
    },
    async stop() {
      nginx.kill("SIGQUIT");
      await Promise.all(
        instances.map(
          (instance) =>
            new Promise<void>((resolve) => {
              if (instance.process.exitCode !== null) return resolve();
              instance.process.once("exit", () => resolve());
              instance.process.kill("SIGTERM");
            }),
        ),
      );
      await s3.close();
      await outside.close();
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await client.end();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

function startNginx(folder: string, httpsPort: number, instances: Instance[]): ChildProcess {
  const key = path.join(folder, "key.pem");
  const cert = path.join(folder, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
    ],
    {
      stdio: "ignore",
    },
  );
  const [a, b] = instances;
  // Round robin by default; a browser context can pin itself to one instance with an X-Pin header, so the test
  // knows a visitor is served by the other instance than the owner.
  const config = `
worker_processes 1;
error_log ${folder}/nginx-error.log warn;
pid ${folder}/nginx.pid;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/client-body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  upstream tipped { server 127.0.0.1:${a!.port}; server 127.0.0.1:${b!.port}; keepalive 16; }
  upstream tipped_a { server 127.0.0.1:${a!.port}; }
  upstream tipped_b { server 127.0.0.1:${b!.port}; }
  map $http_x_pin $backend { a tipped_a; b tipped_b; default tipped; }
  server {
    listen 127.0.0.1:${httpsPort} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    client_max_body_size 20m;
    location / {
      proxy_pass http://$backend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}`;
  const file = path.join(folder, "nginx.conf");
  writeFileSync(file, config);
  return spawn("/usr/sbin/nginx", ["-p", folder, "-c", file, "-g", "daemon off;"], { stdio: "ignore" });
}

async function waitForHealth(url: string, instance?: Instance): Promise<void> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (instance && instance.process.exitCode !== null) {
      throw new Error(`Instance ${instance.name} exited (${instance.process.exitCode}):\n${instance.log()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer in time${instance ? `:\n${instance.log()}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
