// `npm run bench` (add --quick for short runs, --build to rebuild): starts the production server with a seeded
// performer, measures, prints one JSON document (`--only analytics` for the analytics figures alone). Side by side, with the same load generator and settings:
// nginx serving the profile's HTML as a static file, the app's own static file, the profile page for an
// anonymous visitor (kept rendered) and for a signed-in viewer (rendered each time), plus the landing page.
import { execSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startDemoSite } from "./lib/demo-site.mjs";
import { loadGenerator, measure } from "./lib/load.mjs";
import { startNginx } from "./lib/nginx.mjs";
import { clientJavaScript } from "./lib/page-weight.mjs";

/** Resident memory of a process in MB (Linux), or null elsewhere. */
function residentMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

const quick = process.argv.includes("--quick");
if (!existsSync("build/server/index.js") || process.argv.includes("--build")) {
  execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
}

// `--only analytics`: just the tracking ingest and 1M-event dashboard figures (bench/lib/analytics.mjs).
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
if (only === "media") {
  const media = await import("./lib/media.mjs");
  const site = await startDemoSite();
  try {
    const figures = {
      seededImages: site.images,
      phoneDownload: await media.phoneDownload(site),
      photoProcessing: await media.photoProcessing(site, { runs: quick ? 3 : 5 }),
    };
    console.log(
      JSON.stringify({ node: process.version, startedAt: new Date().toISOString(), media: figures }, null, 2),
    );
  } finally {
    await site.stop();
  }
  process.exit(0);
}
if (only === "analytics") {
  const { analyticsBench } = await import("./lib/analytics.mjs");
  console.log(
    JSON.stringify(
      { node: process.version, startedAt: new Date().toISOString(), analytics: await analyticsBench({ quick }) },
      null,
      2,
    ),
  );
  process.exit(0);
}

const duration = quick ? 3 : 8;
// Every client asks for compressed answers, as browsers do.
const headers = { "Accept-Encoding": "gzip" };
const site = await startDemoSite({ PROFILE_CACHE_ENTRIES: "2000" });
const staticRoot = mkdtempSync(path.join(tmpdir(), "tipped-static-"));
chmodSync(staticRoot, 0o755); // nginx workers run as an unprivileged user
let nginx = null;
const results = { node: process.version, loadGenerator, startedAt: new Date().toISOString(), http: {} };
try {
  const profileUrl = `${site.url}${site.profilePath}`;
  const html = await (await fetch(profileUrl, { headers: { "Accept-Encoding": "identity" } })).text();
  writeFileSync(path.join(staticRoot, "profile.html"), html);
  writeFileSync(path.join(staticRoot, "profile.html.gz"), gzipSync(html, { level: 9 }));
  nginx = await startNginx(staticRoot);

  const enhanceScript = /src="(\/assets\/enhance-profile-[^"]+\.js)"/.exec(html)?.[1] ?? "/favicon.svg";
  const http = results.http;
  results.serverMemoryMb = { afterStartAndSeed: residentMb(site.pid) };
  http.nginxStaticProfile = nginx
    ? { server: nginx.version, ...(await measure(`${nginx.url}/profile.html`, { duration, headers })) }
    : { skipped: "nginx is not installed (apt-get install nginx-light)" };
  http.appStaticFile = await measure(`${site.url}${enhanceScript}`, { duration, headers });
  http.profileAnonymous = await measure(profileUrl, { duration, headers });
  http.profileSignedIn = await measure(profileUrl, {
    duration,
    headers: { ...headers, Cookie: site.performer.client.cookieHeader() },
  });
  http.landingPage = await measure(`${site.url}/`, { duration, headers });
  results.serverMemoryMb.afterLoad = residentMb(site.pid);
  if (nginx) {
    const base = http.nginxStaticProfile.requestsPerSecond;
    http.ratioToNginx = Object.fromEntries(
      ["appStaticFile", "profileAnonymous", "profileSignedIn", "landingPage"].map((name) => [
        name,
        +(http[name].requestsPerSecond / base).toFixed(3),
      ]),
    );
  }
  results.pageWeight = {
    profileHtmlBytes: html.length,
    profileHtmlGzipBytes: gzipSync(html, { level: 9 }).length,
    profileJavaScript: await clientJavaScript(site.url, site.profilePath),
    landingJavaScript: await clientJavaScript(site.url, "/"),
  };
  const media = await import("./lib/media.mjs");
  results.media = {
    seededImages: site.images,
    phoneDownload: await media.phoneDownload(site),
    photoProcessing: await media.photoProcessing(site, { runs: quick ? 3 : 5 }),
  };
  const { analyticsBench } = await import("./lib/analytics.mjs");
  results.analytics = await analyticsBench({ quick });
} finally {
  await nginx?.stop();
  await site.stop();
  rmSync(staticRoot, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
