import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, expect, inject, it } from "vitest";
import { copyPgliteFolder, freePort, ROOT, tempDataDir } from "../support/test-server";

// `npm run dev` (README): Vite inside the app server. It once answered every page with "module is not defined"
// (the production build's bundling of packages applied to the dev server's module runner) and nothing noticed.
const dataDir = tempDataDir();
copyPgliteFolder(inject("template"), dataDir);
const port = await freePort();
let log = "";
const dev = spawn(process.execPath, ["server.js", "--dev"], {
  cwd: ROOT,
  env: { ...process.env, NODE_ENV: "development", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
  stdio: ["ignore", "pipe", "pipe"],
});
dev.stdout.on("data", (chunk) => (log += String(chunk)));
dev.stderr.on("data", (chunk) => (log += String(chunk)));
const exited = new Promise((resolve) => dev.once("exit", resolve));
afterAll(async () => {
  dev.kill("SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
});

async function page(path: string) {
  for (const deadline = Date.now() + 60_000; ;) {
    try {
      return await fetch(`http://127.0.0.1:${port}${path}`);
    } catch {
      // not listening yet
      if (dev.exitCode !== null || Date.now() > deadline) throw new Error(`the dev server did not answer:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

it("npm run dev renders the home page and the sign-up form from the sources", async () => {
  const home = await page("/");
  const html = await home.text();
  expect(home.status, log).toBe(200);
  expect(html.includes("<title>Tipped · Get Tipped. Finally.</title>"), "the home page's title").toBe(true);
  // Served by Vite from app/, not from a build: the page loads the sources and React Router's hot-reload runtime.
  expect(html.includes("/app/root.tsx"), "app/root.tsx in the page").toBe(true);
  expect(html.includes("virtual:react-router/inject-hmr-runtime"), "the hot-reload runtime").toBe(true);

  const signUp = await page("/signup");
  expect(signUp.status, log).toBe(200);
  expect(/<form[^>]*method="post"/i.test(await signUp.text()), "a form that posts").toBe(true);
  expect(log).not.toMatch(/Error when evaluating SSR module/);
});
