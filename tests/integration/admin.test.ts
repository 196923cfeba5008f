import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import * as schema from "~/.server/db/schema";
import { completedPerformer, signedUpClient, TestClient, uniqueIp } from "../support/http-client";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";
import { ROOT, startServer } from "../support/test-server";
import { freshDatabase, type FreshDatabase, startFreshServer } from "../support/fresh-server";

const server = await startFreshServer();
const baseUrl = server.url;
/** A phone's camera app opening the scanned address. */
const PHONE = {
  "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
};
const PASSWORD = INTEGRATION_SERVER_ENV.ADMIN_PASSWORD;

async function adminClient(url = baseUrl) {
  const client = new TestClient(url);
  const response = await client.postJson("/api/admin/login", { password: PASSWORD });
  expect(response.status).toBe(200);
  return client;
}

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;

describe("admin sign-in (server-checked)", () => {
  it("answers 401 on every admin API without the admin session, even to a signed-in performer", async () => {
    const { client: performer } = await signedUpClient(baseUrl);
    const id = "00000000-0000-4000-8000-000000000000";
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/session"],
      ["GET", "/api/admin/stats"],
      ["GET", "/api/admin/users"],
      ["GET", "/api/admin/users?search=a&page=2"],
      ["POST", "/api/admin/users/someone/active", { isActive: false }],
      ["DELETE", "/api/admin/users/someone"],
      ["GET", "/api/admin/qr-codes"],
      ["POST", "/api/admin/qr-codes", { cityName: "Boston" }],
      ["DELETE", `/api/admin/qr-codes/${id}`],
      ["GET", `/api/admin/qr-codes/${id}.png`],
      ["GET", `/api/admin/qr-codes/${id}.svg`],
    ];
    for (const client of [new TestClient(baseUrl), performer]) {
      for (const [method, url, body] of calls) {
        const response = await client.request(url, {
          method,
          headers: { "content-type": "application/json", origin: baseUrl },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(response.status, `${method} ${url}`).toBe(401);
        expect((await json(response)).error).toBe("Admin sign-in required");
      }
    }
    // A forged cookie opens nothing either.
    const forged = await new TestClient(baseUrl).get("/api/admin/stats", { headers: { cookie: "tipped_admin=forged" } });
    expect(forged.status).toBe(401);
  });

  it("refuses a wrong password with 'Invalid password', and starts an HttpOnly strict session on the right one", async () => {
    const client = new TestClient(baseUrl);
    const wrong = await client.postJson("/api/admin/login", { password: "not it" });
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).error).toBe("Invalid password");
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const right = await client.postJson("/api/admin/login", { password: PASSWORD });
    expect(right.status).toBe(200);
    const cookie = right.headers.getSetCookie().find((value) => value.startsWith("tipped_admin="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toContain(PASSWORD);
    expect((await client.get("/api/admin/stats")).status).toBe(200);
    const page = await (await client.get("/admin")).text();
    expect(page).toContain("Admin dashboard");
    expect(page).not.toContain(PASSWORD);

    const logout = await client.postJson("/api/admin/logout", {});
    expect(logout.status).toBe(200);
    expect((await client.get("/api/admin/stats")).status).toBe(401);
    expect(await (await client.get("/admin")).text()).toContain("Admin password");
  });

  it("rate limits password guessing: 20 wrong passwords in a row end in 429, and then even the right one waits", async () => {
    const client = new TestClient(baseUrl);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      statuses.push((await client.postJson("/api/admin/login", { password: `guess-${attempt}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    const right = await client.postJson("/api/admin/login", { password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await json(right)).error).toMatch(/Too many requests/);
  });

  it("never ships the admin password (or its SHA-256) to the browser", async () => {
    const { createHash } = await import("node:crypto");
    const secrets = [PASSWORD, "e2e-admin-password", createHash("sha256").update(PASSWORD).digest("hex")];
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(js|html|css|json|map|txt|webmanifest)$/.test(name)) files.push(full);
      }
    };
    walk(path.join(ROOT, "build/client"));
    // The admin page's own chunk is among the files scanned.
    expect(files.some((file) => readFileSync(file, "utf8").includes("Admin sign-in"))).toBe(true);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const secret of secrets) expect(text.includes(secret), `${file} contains a secret`).toBe(false);
    }
    const anonymousPage = await (await new TestClient(baseUrl).get("/admin")).text();
    for (const secret of secrets) expect(anonymousPage).not.toContain(secret);
  });
});

describe("admin stats and users", () => {
  it("lists users a page at a time, searches by email, and shows profile completion and last login", async () => {
    const performer = await completedPerformer(baseUrl);
    const admin = await adminClient();
    const stats = await json<Record<string, number>>(await admin.get("/api/admin/stats"));
    for (const key of ["users", "completedProfiles", "totalViews", "totalClicks", "qrScans"]) {
      expect(typeof stats[key]).toBe("number");
    }
    expect(stats.users).toBeGreaterThanOrEqual(1);
    expect(stats.completedProfiles).toBeGreaterThanOrEqual(1);

    const found = await json<{ users: Record<string, unknown>[]; total: number }>(
      await admin.get(`/api/admin/users?search=${encodeURIComponent(performer.email.toUpperCase())}`),
    );
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({ uid: performer.uid, email: performer.email, profileComplete: true, isActive: true });
    expect(Date.now() - Date.parse(String(found.users[0]!.lastLoginAt))).toBeLessThan(5 * 60_000);

    const page = await json<{ users: unknown[]; pageSize: number; total: number }>(await admin.get("/api/admin/users?page=1"));
    expect(page.users.length).toBe(Math.min(page.pageSize, page.total));
    // LIKE wildcards in a search are literal characters.
    const wildcard = await json<{ total: number }>(await admin.get("/api/admin/users?search=%25"));
    expect(wildcard.total).toBe(0);
    const bad = await admin.get("/api/admin/users?page=0");
    expect(bad.status).toBe(400);
  });

  it("deactivating a user ends their sessions, stops sign-in with a clear message and hides their profile", async () => {
    const performer = await completedPerformer(baseUrl);
    const before = await new TestClient(baseUrl).get(`/profile/${performer.uid}`);
    expect(before.status).toBe(200);
    const admin = await adminClient();
    const off = await admin.postJson(`/api/admin/users/${performer.uid}/active`, { isActive: false });
    expect(off.status).toBe(200);

    expect(await performer.client.sessionUserId()).toBeNull();
    const hidden = await new TestClient(baseUrl).get(`/profile/${performer.uid}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain("Profile not found");
    const again = new TestClient(baseUrl);
    const signIn = await again.continueWithEmail(performer.email, performer.password);
    expect(await signIn.text()).toContain("This account has been deactivated.");
    expect(again.hasSession()).toBe(false);

    const on = await admin.postJson(`/api/admin/users/${performer.uid}/active`, { isActive: true });
    expect(on.status).toBe(200);
    expect((await new TestClient(baseUrl).get(`/profile/${performer.uid}`)).status).toBe(200);
    expect((await again.continueWithEmail(performer.email, performer.password)).status).toBe(302);

    expect((await admin.postJson(`/api/admin/users/nobody/active`, { isActive: false })).status).toBe(404);
    expect((await admin.postJson(`/api/admin/users/${performer.uid}/active`, { isActive: "no" })).status).toBe(400);
  });
});

describe("deleting a user", () => {
  // A server of its own, so that the database can be read directly afterwards (a PGlite folder has one owner).
  let fresh: FreshDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    fresh = await freshDatabase();
    ({ dataDir } = fresh);
    env = { ...INTEGRATION_SERVER_ENV, ...fresh.env };
  });
  afterAll(() => fresh.drop());

  async function withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
    const database = await fresh.open();
    try {
      return await run(database);
    } finally {
      await database.close();
    }
  }

  async function rowsOf(database: Database, uid: string, email: string) {
    const { db } = database;
    const counts: Record<string, number> = {};
    const countWhere = async (name: string, query: Promise<unknown[]>) => (counts[name] = (await query).length);
    await countWhere("user", db.select().from(schema.user).where(eq(schema.user.id, uid)));
    await countWhere("session", db.select().from(schema.session).where(eq(schema.session.userId, uid)));
    await countWhere("account", db.select().from(schema.account).where(eq(schema.account.userId, uid)));
    await countWhere("verification", db.select().from(schema.verification).where(eq(schema.verification.identifier, email)));
    await countWhere("recipients", db.select().from(schema.recipients).where(eq(schema.recipients.ownerUid, uid)));
    await countWhere("analytics_events", db.select().from(schema.analyticsEvents).where(eq(schema.analyticsEvents.profileId, uid)));
    await countWhere("analytics_summary", db.select().from(schema.analyticsSummary).where(eq(schema.analyticsSummary.profileId, uid)));
    await countWhere("analytics_daily", db.select().from(schema.analyticsDaily).where(eq(schema.analyticsDaily.profileId, uid)));
    await countWhere("analytics_links", db.select().from(schema.analyticsLinks).where(eq(schema.analyticsLinks.profileId, uid)));
    await countWhere("stored_files", db.select().from(schema.storedFiles).where(eq(schema.storedFiles.ownerUid, uid)));
    return counts;
  }

  it("leaves no row in any table and no file in the media folder, and keeps everyone else's", async () => {
    let server = await startServer({ env, dataDir });
    const doomed = await completedPerformer(server.url);
    const kept = await completedPerformer(server.url);
    await server.stop();

    // History for both: analytics rows, stored-file records and their files.
    const galleryPath = `gallery/${Date.now()}_0_doomed.webp`;
    await withDatabase(async ({ db }) => {
      for (const uid of [doomed.uid, kept.uid]) {
        await db.insert(schema.analyticsEvents).values({ profileId: uid, type: "profile_view", visitorId: "visitor1-abc" });
        await db.insert(schema.analyticsSummary).values({ profileId: uid, totalProfileViews: 1 });
        await db.insert(schema.analyticsDaily).values({ profileId: uid, day: "2026-11-01", views: 1 });
        await db.insert(schema.analyticsLinks).values({ profileId: uid, linkType: "venmo", clicks: 1 });
        await db.insert(schema.storedFiles).values({
          ownerUid: uid,
          bucket: "media",
          fullPath: uid === doomed.uid ? galleryPath : `recipients/${uid}/profile/avatar.webp`,
          name: "avatar.webp",
          size: 4,
          contentType: "image/webp",
          md5Hash: "x",
        });
      }
      const total = await db.execute(sql`select count(*)::int as n from analytics_events`);
      expect(total).toBeTruthy();
    });
    const media = path.join(dataDir, "media");
    for (const uid of [doomed.uid, kept.uid]) {
      mkdirSync(path.join(media, "recipients", uid, "profile"), { recursive: true });
      writeFileSync(path.join(media, "recipients", uid, "profile", "avatar.webp"), "webp");
    }
    mkdirSync(path.join(media, "gallery"), { recursive: true });
    writeFileSync(path.join(media, galleryPath), "webp");

    server = await startServer({ env, dataDir });
    try {
      const admin = await adminClient(server.url);
      expect((await new TestClient(server.url).get(`/profile/${doomed.uid}`)).status).toBe(200);
      const deleted = await admin.request(`/api/admin/users/${doomed.uid}`, { method: "DELETE", headers: { origin: server.url } });
      expect(deleted.status).toBe(200);
      expect((await new TestClient(server.url).get(`/profile/${doomed.uid}`)).status).toBe(404);
      const twice = await admin.request(`/api/admin/users/${doomed.uid}`, { method: "DELETE", headers: { origin: server.url } });
      expect(twice.status).toBe(404);
    } finally {
      await server.stop();
    }

    await withDatabase(async (database) => {
      const gone = await rowsOf(database, doomed.uid, doomed.email);
      expect(Object.values(gone).every((n) => n === 0), JSON.stringify(gone)).toBe(true);
      const still = await rowsOf(database, kept.uid, kept.email);
      expect(still).toMatchObject({ user: 1, recipients: 1, analytics_events: 1, analytics_summary: 1, analytics_daily: 1, analytics_links: 1, stored_files: 1 });
    });
    expect(existsSync(path.join(media, "recipients", doomed.uid))).toBe(false);
    expect(existsSync(path.join(media, galleryPath))).toBe(false);
    expect(existsSync(path.join(media, "recipients", kept.uid, "profile", "avatar.webp"))).toBe(true);
  });

  afterAll(async () => {
    const { rmSync } = await import("node:fs");
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe("city QR codes", () => {
  it("makes the slug from the trimmed name, refuses duplicates and empty names, lists newest first", async () => {
    const admin = await adminClient();
    const city = `  New   York ${Date.now()} `;
    const created = await admin.postJson("/api/admin/qr-codes", { cityName: city });
    expect(created.status).toBe(201);
    const code = await json<{ id: string; citySlug: string; qrUrl: string; clicks: number; cityName: string }>(created);
    expect(code.citySlug).toBe(`new-york-${city.trim().split(/\s+/)[2]}`);
    expect(code.cityName).toBe(city.trim().replace(/\s+/g, " "));
    expect(code.qrUrl).toBe(`${baseUrl}/qr/${code.citySlug}`);
    expect(code.clicks).toBe(0);

    const duplicate = await admin.postJson("/api/admin/qr-codes", { cityName: city.toUpperCase() });
    expect(duplicate.status).toBe(409);
    expect((await json(duplicate)).error).toBe(`A QR code for "${code.citySlug}" already exists`);
    for (const [cityName, message] of [
      ["   ", "City name required"],
      ["!!!", "City name needs a letter or digit"],
      ["x".repeat(81), "At most 80 characters"],
    ] as const) {
      const refused = await admin.postJson("/api/admin/qr-codes", { cityName });
      expect(refused.status).toBe(400);
      expect((await json(refused)).error).toBe(message);
    }

    const second = await json<{ id: string }>(await admin.postJson("/api/admin/qr-codes", { cityName: `Boston ${Date.now()}` }));
    const list = await json<{ qrCodes: { id: string; createdAt: string }[] }>(await admin.get("/api/admin/qr-codes"));
    const ids = list.qrCodes.map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(code.id));
    const times = list.qrCodes.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const png = await admin.get(`/api/admin/qr-codes/${code.id}.png`);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toContain(`tipped-qr-${code.citySlug}.png`);
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([128, 128]);
    const svg = await (await admin.get(`/api/admin/qr-codes/${code.id}.svg`)).text();
    expect(svg).toMatch(/^<svg[^>]+viewBox/);

    const removed = await admin.request(`/api/admin/qr-codes/${code.id}`, { method: "DELETE", headers: { origin: baseUrl } });
    expect(removed.status).toBe(200);
    const after = await json<{ qrCodes: { id: string }[] }>(await admin.get("/api/admin/qr-codes"));
    expect(after.qrCodes.map((item) => item.id)).not.toContain(code.id);
    expect((await admin.request(`/api/admin/qr-codes/${code.id}`, { method: "DELETE", headers: { origin: baseUrl } })).status).toBe(404);
    expect((await admin.request(`/api/admin/qr-codes/not-a-uuid`, { method: "DELETE", headers: { origin: baseUrl } })).status).toBe(400);
  });

  it("counts 200 parallel scans exactly and redirects each one home; an unknown slug counts nothing", async () => {
    const admin = await adminClient();
    const code = await json<{ id: string; citySlug: string }>(
      await admin.postJson("/api/admin/qr-codes", { cityName: `Scan City ${Date.now()}` }),
    );
    const scans = await Promise.all(
      // 200 phones in the crowd, each from its own address.
      Array.from({ length: 200 }, () =>
        fetch(`${baseUrl}/qr/${code.citySlug}`, { redirect: "manual", headers: { ...PHONE, "x-forwarded-for": uniqueIp() } }),
      ),
    );
    for (const scan of scans) {
      expect(scan.status).toBe(302);
      expect(scan.headers.get("location")).toBe("/");
    }
    const unknown = await fetch(`${baseUrl}/qr/no-such-city-${Date.now()}`, { redirect: "manual" });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("location")).toBe("/");
    const odd = await fetch(`${baseUrl}/qr/${encodeURIComponent("../etc")}`, { redirect: "manual" });
    expect(odd.status).toBe(302);
    // Crawlers and agent-less requests go home too, uncounted (the same bot rule as page views).
    for (const agent of ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", ""]) {
      const bot = await fetch(`${baseUrl}/qr/${code.citySlug}`, { redirect: "manual", headers: { "user-agent": agent } });
      expect(bot.status).toBe(302);
    }

    const list = await json<{ qrCodes: { id: string; clicks: number; lastClicked: string | null }[] }>(
      await admin.get("/api/admin/qr-codes"),
    );
    const counted = list.qrCodes.find((item) => item.id === code.id)!;
    expect(counted.clicks).toBe(200);
    expect(Date.now() - Date.parse(counted.lastClicked!)).toBeLessThan(60_000);
    const stats = await json<{ qrScans: number }>(await admin.get("/api/admin/stats"));
    expect(stats.qrScans).toBeGreaterThanOrEqual(200);
  });
});
