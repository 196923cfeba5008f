// Debian's nginx on a free port serving one folder, as the static-file yardstick. Null when not installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/server-process.mjs";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));

export async function startNginx(root) {
  if (!NGINX) return null;
  const port = await freePort();
  const work = mkdtempSync(path.join(tmpdir(), "tipped-nginx-"));
  const config = path.join(work, "nginx.conf");
  // One worker, like the one Node process it is compared with; precompressed files as the app serves them.
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  types { text/html html; }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }
}
`,
  );
  const check = spawnSync(NGINX, ["-t", "-c", config], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx config refused:\n${check.stderr}`);
  const child = spawn(NGINX, ["-c", config], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    version: spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr.trim(),
    async stop() {
      child.kill("SIGQUIT");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(work, { recursive: true, force: true });
    },
  };
}
