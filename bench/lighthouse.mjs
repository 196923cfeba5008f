// `npm run lighthouse`: Lighthouse 12.8 (mobile preset: simulated slow 4G and a 4x slower CPU) with Debian's
// Chromium against the production build: the landing page, a seeded full profile and /signup.
// Prints one JSON document: four scores, FCP, LCP, TBT, CLS, transfer bytes and JavaScript bytes per page.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startDemoSite } from "./lib/demo-site.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

if (!existsSync("build/server/index.js") || process.argv.includes("--build")) {
  execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
}
if (!existsSync(CHROMIUM)) {
  console.log(JSON.stringify({ skipped: `no Chromium at ${CHROMIUM} (apt-get install chromium)` }));
  process.exit(0);
}

function summary(lhr) {
  // A page Lighthouse could not measure (it names why: NO_FCP, a navigation error…) is reported as such.
  if (lhr.runtimeError) return { runtimeError: lhr.runtimeError };
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = (filter) => requests.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    },
    firstContentfulPaintMs: Math.round(audit("first-contentful-paint")),
    largestContentfulPaintMs: Math.round(audit("largest-contentful-paint")),
    totalBlockingTimeMs: Math.round(audit("total-blocking-time")),
    cumulativeLayoutShift: +audit("cumulative-layout-shift").toFixed(3),
    transferBytes: bytes(() => true),
    javaScriptBytes: bytes((item) => item.resourceType === "Script"),
    requests: requests.length,
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual",
      )
      .map((a) => a.id),
  };
}

// `--save DIR` keeps each page's full report (open the JSON in https://googlechrome.github.io/lighthouse/viewer/).
const saveAt = process.argv.indexOf("--save");
const saveDir = saveAt > 0 ? process.argv[saveAt + 1] : undefined;
const site = await startDemoSite();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
const results = { lighthouse: "12.8", preset: "mobile (default config)", images: site.images, pages: {} };
try {
  for (const [name, path] of [
    ["landing", "/"],
    ["profile", site.profilePath],
    ["signup", "/signup"],
  ]) {
    // Lighthouse's own trace recording sometimes fails on a fresh browser (NO_NAVSTART, "run Lighthouse again"): once more.
    let run = await lighthouse(`${site.url}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
    if (run.lhr.runtimeError) {
      run = await lighthouse(`${site.url}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
    }
    results.pages[name] = { path, ...summary(run.lhr) };
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(`${saveDir}/${name}.json`, JSON.stringify(run.lhr));
    }
  }
} finally {
  chrome.kill();
  await site.stop();
}
console.log(JSON.stringify(results, null, 2));
