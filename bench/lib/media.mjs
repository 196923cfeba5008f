/* global document, window */
// Media figures: how long the image pipeline takes for a 5 MB phone photo and how much memory the server
// reaches meanwhile; and what a 390 px phone downloads to show a profile with a banner, a profile photo and six
// gallery photos (a real Chromium, counting bytes on the wire).
import { readFileSync } from "node:fs";
import { seedProfile } from "../../scripts/lib/seed-profile.mjs";
import { photoLike } from "../../scripts/lib/seed-images.mjs";

const rssMb = (pid) => {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024);
  } catch {
    return null;
  }
};

/** A 12-megapixel JPEG (4032 x 3024, as a phone takes) just under 5 MB. */
async function fiveMegabytePhoto() {
  let best = null;
  for (const quality of [93, 92, 94, 91, 90]) {
    const photo = await photoLike(4032, 3024, [200, 90, 50], [40, 110, 190], quality);
    if (photo.length <= 5 * 1024 * 1024 && (!best || photo.length > best.length)) best = photo;
    if (best && best.length > 4.6 * 1024 * 1024) break;
  }
  return best;
}

export async function photoProcessing(site, { runs = 5 } = {}) {
  const performer = await seedProfile(site.url, { withEvents: false });
  const photo = await fiveMegabytePhoto();
  const before = rssMb(site.pid);
  let peak = before ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(site.pid) ?? 0)), 5);
  const times = [];
  try {
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const response = await performer.client.request("/uploads/gallery", {
        method: "POST",
        headers: { "content-type": "image/jpeg", "x-file-name": "phone.jpg", origin: site.url },
        body: photo,
      });
      const body = await response.json();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`upload failed: ${response.status} ${body.error}`);
    }
  } finally {
    clearInterval(sampler);
  }
  times.sort((a, b) => a - b);
  return {
    photo: { bytes: photo.length, width: 4032, height: 3024, format: "jpeg" },
    runs,
    uploadAndProcessMs: {
      median: Math.round(times[Math.floor(runs / 2)]),
      min: Math.round(times[0]),
      max: Math.round(times.at(-1)),
    },
    serverRssMb: { before, peak },
    note: "one request each: upload over loopback, decode, EXIF rotation, three WebP widths, storage and the profile save",
  };
}

export async function phoneDownload(site) {
  let chromium;
  try {
    ({ chromium } = await import("@playwright/test"));
  } catch {
    return { skipped: "Playwright is not installed" };
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const types = new Map();
    const byType = {};
    let total = 0;
    cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
    cdp.on("Network.loadingFinished", (event) => {
      total += event.encodedDataLength;
      const type = (types.get(event.requestId) ?? "Other").toLowerCase();
      byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
    });
    await page.goto(`${site.url}${site.profilePath}`, { waitUntil: "load" });
    await page.waitForTimeout(1000);
    const firstLoad = { bytes: total, byType: { ...byType } };
    // Then the visitor scrolls the whole page and through the gallery: the lazy photos arrive.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      const gallery = document.querySelector("#gallery-photos");
      if (gallery)
        for (let x = 0; x < gallery.scrollWidth; x += 200) {
          gallery.scrollLeft = x;
          await new Promise((resolve) => setTimeout(resolve, 80));
        }
    });
    await page.waitForTimeout(1000);
    return {
      device: "390 x 844 CSS px, device pixel ratio 3, no cache",
      firstLoad,
      afterScrollingEverything: { bytes: total, byType },
    };
  } finally {
    await browser.close();
  }
}
