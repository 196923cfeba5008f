import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, request, test } from "@playwright/test";
import sharp from "sharp";
import { type Cluster, startCluster } from "./cluster";

// Two instances on one PostgreSQL database and one S3 bucket, behind nginx over https.
test.describe.configure({ mode: "serial" });

let cluster: Cluster;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster();
});
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first argument's pattern
test.afterEach(({}, info) => {
  // A failure's own account from the instances: their last lines, which the run's log would otherwise not show.
  if (info.status !== info.expectedStatus)
    for (const instance of cluster?.instances ?? [])
      console.log(`Instance ${instance.name}'s last lines:\n${instance.log().split("\n").slice(-40).join("\n")}`);
});
test.afterAll(async () => {
  await cluster?.stop();
});

async function noisyJpeg(width: number, height: number) {
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const rssMegabytes = (pid: number | undefined) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Math.round(Number(match?.[1] ?? 0) / 1024);
};

async function saveDescription(owner: Page, uid: string, text: string): Promise<number> {
  await owner.goto(`${cluster.publicUrl}/profile/${uid}/edit`, { waitUntil: "networkidle" });
  const description = owner.getByLabel("Description");
  // Typed again if the page's hydration put the previous text back (a race of a slow, shared machine).
  await expect(async () => {
    await description.fill(text);
    await expect(description).toHaveValue(text, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const saved = owner.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/edit"),
  );
  await owner.getByRole("button", { name: "Save Changes" }).click();
  const response = await saved;
  expect(response.status(), await response.text().catch(() => "")).toBeLessThan(400);
  const savedAt = Date.now();
  // A save ends with a document load of the public page (redirectDocument): the next round's visit to the edit page
  // must not start while it is under way, or Chromium drops one of the two ("interrupted by another navigation").
  await owner.waitForURL((url) => !url.pathname.endsWith("/edit"));
  await owner.waitForLoadState("load");
  return savedAt;
}

test("sign up, resumable photo, edits seen live on the other instance, a database drop survived, one limit for both", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { publicUrl, s3, instances } = cluster;

  // The owner is balanced round robin, so the resumable upload's requests land on both instances.
  const ownerContext = await browser.newContext({ ignoreHTTPSErrors: true });
  const owner = await ownerContext.newPage();
  const tusUpstreams = new Set<string>();
  owner.on("response", (response) => {
    if (response.url().includes("/uploads/tus")) tusUpstreams.add(response.headers()["x-upstream"] ?? "");
  });

  await owner.goto(`${publicUrl}/signup`);
  await owner.getByLabel("Email").fill(`cluster-${randomBytes(4).toString("hex")}@example.test`);
  await owner.getByLabel("Password").fill("correct horse battery");
  await owner.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(owner.getByRole("heading", { name: "Required Info" })).toBeVisible();
  await owner.getByLabel("First name").fill("Rosa");
  await owner.getByLabel("Last name").fill("Diaz");
  await owner.getByLabel("Alt / stage name").fill("Rosa Strings");
  await owner.getByLabel("Phone").fill("+1 555 987 6543");
  await owner.getByLabel("Subscription plan").selectOption("monthly");
  await owner.getByLabel("Street").fill("350 Fifth Avenue");
  await owner.getByLabel("City").fill("New York");
  await owner.getByLabel("State").fill("New York");
  await owner.getByLabel("Postal code").fill("10118");
  // The banner is on step 2, Required Info (requirements 2), and uploads as soon as it is chosen.
  const banner = await noisyJpeg(1800, 900);
  expect(banner.length).toBeGreaterThan(3 * 256 * 1024); // several resumable chunks
  const bannerBox = owner.locator('[data-uploader="banner"]');
  await bannerBox
    .locator("input[type=file]")
    .setInputFiles({ name: "stage.jpg", mimeType: "image/jpeg", buffer: banner });
  await expect(bannerBox.getByText("Uploaded")).toBeVisible({ timeout: 60_000 });
  expect([...tusUpstreams].filter(Boolean).length, "tus requests served by both instances").toBe(2);

  await owner.getByRole("button", { name: "Next" }).click();
  await expect(owner.getByRole("heading", { name: "Optional Details" })).toBeVisible();

  await owner.getByRole("button", { name: "Finish" }).click();
  await expect(owner).toHaveURL(/\/dashboard$/);
  const uid = await owner.evaluate(
    async () => ((await (await fetch("/api/auth/get-session")).json()) as { user: { id: string } }).user.id,
  );

  // The photo is in the bucket, and on neither instance's disk.
  const keys = await s3.keys();
  expect(
    keys.filter((key) => key.startsWith(`recipients/${uid}/banner/`) && key.endsWith(".webp")).length,
  ).toBeGreaterThan(0);
  // Only the resized copies stay: the upload's original (and its tus bookkeeping) is gone from the bucket.
  expect(keys.filter((key) => !/^(recipients|gallery)\//.test(key))).toEqual([]);
  for (const instance of instances) {
    const media = path.join(instance.dataDir, "media");
    const files = existsSync(media)
      ? readdirSync(media, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
      : [];
    expect(files, `files on instance ${instance.name}'s disk`).toEqual([]);
  }

  // From here the owner is served by instance a, the visitor by instance b.
  await ownerContext.setExtraHTTPHeaders({ "x-pin": "a" });
  const visitorContext = await browser.newContext({ ignoreHTTPSErrors: true, extraHTTPHeaders: { "x-pin": "b" } });
  const visitor = await visitorContext.newPage();
  const page = await visitor.goto(`${publicUrl}/profile/${uid}`);
  expect(page?.headers()["x-upstream"]).toContain(String(instances[1]!.port));
  await expect(visitor.getByRole("heading", { level: 1, name: "Rosa Strings" })).toBeVisible();
  const bannerImage = visitor.locator("img[srcset*='/banner/']").first();
  await expect
    .poll(() => bannerImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  // Records when each text first shows on the visitor's page (same machine clock as the test).
  await visitor.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { seen: Record<string, number> }).seen = seen;
    new MutationObserver(() => {
      for (const match of document.body.innerText.matchAll(/Edit number (\d+)\b/g)) seen[match[1]!] ??= Date.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  const delays: number[] = [];
  for (let round = 1; round <= 20; round++) {
    const savedAt = await saveDescription(owner, uid, `Edit number ${round}`);
    await expect(visitor.getByText(new RegExp(`^Edit number ${round}$`))).toBeVisible();
    const shownAt = await visitor.evaluate(
      (key) => (window as unknown as { seen: Record<string, number> }).seen[key],
      String(round),
    );
    delays.push(Math.max(0, (shownAt ?? Date.now()) - savedAt));
  }

  // Every database connection dropped (restart, failover): the next edit is saved and still arrives live.
  const dropped = await cluster.dropDatabaseConnections();
  expect(dropped).toBeGreaterThanOrEqual(2); // at least each instance's LISTEN connection
  await saveDescription(owner, uid, "After the database dropped us");
  await expect(visitor.getByText("After the database dropped us", { exact: true })).toBeVisible();
  for (const instance of instances)
    expect(instance.process.exitCode, `instance ${instance.name} still running`).toBeNull();

  // 130 hits from one client, balanced over both instances: one limit (120 a minute) for the whole site.
  const client = await request.newContext({ ignoreHTTPSErrors: true, baseURL: publicUrl });
  const statuses: number[] = [];
  const upstreams = new Set<string>();
  const visitorId = `visitor_${Date.now()}_${randomBytes(3).toString("hex")}`;
  for (let index = 0; index < 130; index++) {
    const answer = await client.post("/api/analytics/hit", {
      headers: {
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124 Safari/537.36",
        origin: publicUrl,
      },
      data: { type: "profile_view", profileId: uid, visitorId },
    });
    statuses.push(answer.status());
    upstreams.add(answer.headers()["x-upstream"] ?? "");
  }
  await client.dispose();
  const limited = statuses.filter((status) => status === 429).length;
  expect(upstreams.size).toBe(2);
  expect(limited).toBeGreaterThanOrEqual(10);

  const sorted = [...delays].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      liveDelayMs: { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) },
      hits: { sent: 130, limited },
      rssMegabytes: instances.map((instance) => rssMegabytes(instance.process.pid)),
      connectionsPerInstance: await cluster.connectionsPerInstance(),
      photosInBucket: keys.filter((key) => key.endsWith(".webp")).length,
    }),
  );
  await visitorContext.close();
  await ownerContext.close();
});
