// `npm run bench`: builds if needed, starts the production server, measures, prints one JSON document.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { measure } from "./lib/load.mjs";
import { clientJavaScript } from "./lib/page-weight.mjs";
import { startServer } from "./lib/server.mjs";

const quick = process.argv.includes("--quick");
if (!existsSync("build/server/index.js") || process.argv.includes("--build")) {
  execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
}

const duration = quick ? 3 : 8;
const server = await startServer();
const results = { node: process.version, startedAt: new Date().toISOString() };
try {
  results.http = {
    landingPage: await measure(`${server.url}/`, { duration }),
    staticFile: await measure(`${server.url}/favicon.svg`, { duration }),
  };
  results.http.landingToStaticRatio = +(
    results.http.landingPage.requestsPerSecond / results.http.staticFile.requestsPerSecond
  ).toFixed(3);
  results.clientJavaScript = { landing: await clientJavaScript(server.url, "/") };
} finally {
  await server.stop();
}
console.log(JSON.stringify(results, null, 2));
