// `npm run bench` (add --quick for short runs, --build to rebuild): starts the production server with a seeded
// performer, measures, prints one JSON document (`--only analytics`, `--only memory` for those figures alone). Side by
// side, with the same load generator and settings, each app figure next to nginx serving the same bytes, compressed
// and not (`ratioToNginx` on the uncompressed bytes, `ratioToNginxGzip` beside it): the profile page for an anonymous
// visitor, the landing page and an unknown path (which shows it), a build asset and robots.txt; then the signed-in
// profile and dashboard, 1,000 held live-update connections, the server's memory, media and the analytics ingest
// (PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set).
import { execSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startDemoSite } from "./lib/demo-site.mjs";
import { loadGenerator, measure } from "./lib/load.mjs";
import { firstSignUpMemory, residentMb } from "./lib/memory.mjs";
import { startNginx } from "./lib/nginx.mjs";
import { clientJavaScript } from "./lib/page-weight.mjs";

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
// `--only memory`: a server on a new data folder, after start and after a first sign-up (no photos).
if (only === "memory") {
  console.log(
    JSON.stringify(
      { node: process.version, startedAt: new Date().toISOString(), serverMemoryMb: await firstSignUpMemory() },
      null,
      2,
    ),
  );
  process.exit(0);
}
// `--only ingest`: the tracking ingest alone, on PGlite and (with BENCH_DATABASE_URL / TEST_DATABASE_URL) PostgreSQL,
// each on a server just started and then again on the same server warm (`secondPass`).
if (only === "ingest") {
  const { ingestBench } = await import("./lib/analytics.mjs");
  console.log(
    JSON.stringify(
      { node: process.version, startedAt: new Date().toISOString(), ingest: await ingestBench({ quick }) },
      null,
      2,
    ),
  );
  process.exit(0);
}
// `--only tips`: card tips against the fake Stripe: the tip POST's latency and webhook ingest (bench/lib/card-tips.mjs).
if (only === "tips") {
  const { cardTipsBench } = await import("./lib/card-tips.mjs");
  console.log(
    JSON.stringify(
      { node: process.version, startedAt: new Date().toISOString(), cardTips: await cardTipsBench({ quick }) },
      null,
      2,
    ),
  );
  process.exit(0);
}
// `--only fans`: a notice to 5,000 fans through the mail queue, with profile views during it (bench/lib/fans.mjs).
if (only === "fans") {
  const { fansBench } = await import("./lib/fans.mjs");
  console.log(
    JSON.stringify({ node: process.version, startedAt: new Date().toISOString(), fans: await fansBench() }, null, 2),
  );
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
// Measured first, on a server of its own, before the demo site (with its photos) starts.
const firstSignUp = await firstSignUpMemory();
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

  // The same bytes the app sends, beside nginx: the landing page (also what every unknown path shows), a build
  // asset and robots.txt, each with its gzip twin as the app keeps them.
  const landingHtml = await (await fetch(`${site.url}/`, { headers: { "Accept-Encoding": "identity" } })).text();
  // React Router's client entry, from the build: the prerendered landing page no longer loads it.
  const entryFile = readdirSync("build/client/assets").find((name) => /^entry\.client-.+\.js$/.test(name));
  if (!entryFile) throw new Error("no entry.client asset in build/client/assets");
  const entryAsset = `/assets/${entryFile}`;
  const robots = await (await fetch(`${site.url}/robots.txt`)).text();
  const assetBytes = Buffer.from(await (await fetch(`${site.url}${entryAsset}`)).arrayBuffer());
  const twin = (name, bytes) => {
    writeFileSync(path.join(staticRoot, name), bytes);
    writeFileSync(path.join(staticRoot, `${name}.gz`), gzipSync(bytes, { level: 9 }));
  };
  twin("landing.html", landingHtml);
  twin("entry.js", assetBytes);
  twin("robots.txt", robots);

  const enhanceScript = /src="(\/assets\/enhance-profile-[^"]+\.js)"/.exec(html)?.[1] ?? "/favicon.svg";
  const http = results.http;
  // afterStartAndSignUp: a new data folder and one sign-up without photos (bench/lib/memory.mjs); the others are
  // the demo site's, whose performer has photos processed by sharp.
  results.serverMemoryMb = {
    afterStart: firstSignUp.afterStart,
    afterStartAndSignUp: firstSignUp.afterStartAndSignUp,
    afterStartAndSeed: residentMb(site.pid),
  };
  const viaNginx = async (file, accept = headers) =>
    nginx ? { server: nginx.version, ...(await measure(`${nginx.url}/${file}`, { duration, headers: accept })) } : null;
  // The floors compare the same uncompressed bytes; the compressed figures are reported beside them.
  const identity = { "Accept-Encoding": "identity" };
  // Each pair: [the app's figure, nginx serving the same bytes].
  const pairs = {
    profileAnonymous: [profileUrl, "profile.html"],
    landingPage: [`${site.url}/`, "landing.html"],
    unknownPath: [`${site.url}/some/unknown/path`, "landing.html"],
    buildAsset: [`${site.url}${entryAsset}`, "entry.js"],
    robotsTxt: [`${site.url}/robots.txt`, "robots.txt"],
  };
  http.nginxStaticProfile = (await viaNginx("profile.html")) ?? {
    skipped: "nginx is not installed (apt-get install nginx-light)",
  };
  const nginxFigures = { "profile.html": http.nginxStaticProfile };
  const nginxIdentity = {};
  for (const [name, [url, file]] of Object.entries(pairs)) {
    http[name] = await measure(url, { duration, headers });
    http[name].identity = await measure(url, { duration, headers: identity });
    if (nginx && !nginxFigures[file]) nginxFigures[file] = await viaNginx(file);
    if (nginx && !nginxIdentity[file]) nginxIdentity[file] = await viaNginx(file, identity);
    if (nginx) {
      http[name].nginxSameBytes = nginxFigures[file];
      http[name].identity.nginxSameBytes = nginxIdentity[file];
    }
  }
  http.appStaticFile = await measure(`${site.url}${enhanceScript}`, { duration, headers });
  const cookie = site.performer.client.cookieHeader();
  http.profileSignedIn = await measure(profileUrl, { duration, headers: { ...headers, Cookie: cookie } });
  http.dashboardSignedIn = await measure(`${site.url}/dashboard`, {
    duration,
    headers: { ...headers, Cookie: cookie },
  });
  results.serverMemoryMb.afterLoad = residentMb(site.pid);
  if (nginx) {
    const ratios = (appFigure, nginxFigure) =>
      Object.fromEntries(
        Object.entries(pairs).map(([name, [, file]]) => [
          name,
          +(appFigure(name).requestsPerSecond / nginxFigure[file].requestsPerSecond).toFixed(3),
        ]),
      );
    http.ratioToNginx = ratios((name) => http[name].identity, nginxIdentity);
    http.ratioToNginxGzip = ratios((name) => http[name], nginxFigures);
    // These were asked for compressed answers, as nginx's profile.html beside them.
    const base = http.nginxStaticProfile.requestsPerSecond;
    for (const name of ["appStaticFile", "profileSignedIn", "dashboardSignedIn"]) {
      http.ratioToNginxGzip[`${name} (to nginx's profile.html)`] = +(http[name].requestsPerSecond / base).toFixed(3);
    }
  }
  const { holdLiveConnections } = await import("./lib/sse.mjs");
  results.liveConnections = await holdLiveConnections(site, { count: 1000, seconds: quick ? 10 : 60 });
  results.serverMemoryMb.afterLiveConnections = residentMb(site.pid);
  results.pageWeight = {
    profileHtmlBytes: html.length,
    profileHtmlGzipBytes: gzipSync(html, { level: 9 }).length,
    profileJavaScript: await clientJavaScript(site.url, site.profilePath),
    landingJavaScript: await clientJavaScript(site.url, "/"),
  };
  // `--only http`: the HTTP, live-connection and memory figures above, without media and analytics.
  if (only === "http") throw Object.assign(new Error("done"), { done: true });
  const media = await import("./lib/media.mjs");
  results.media = {
    seededImages: site.images,
    phoneDownload: await media.phoneDownload(site),
    photoProcessing: await media.photoProcessing(site, { runs: quick ? 3 : 5 }),
  };
  const { analyticsBench } = await import("./lib/analytics.mjs");
  results.analytics = await analyticsBench({ quick });
  const { cardTipsBench } = await import("./lib/card-tips.mjs");
  results.cardTips = await cardTipsBench({ quick });
  const { fansBench } = await import("./lib/fans.mjs");
  results.fans = await fansBench();
} catch (error) {
  if (!error.done) throw error;
} finally {
  await nginx?.stop();
  await site.stop();
  rmSync(staticRoot, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
