import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/platform/db/client";
import { USERS_PAGE_SIZE } from "~/.server/admin/users";
import * as schema from "~/.server/platform/db/schema";
import { completedPerformer, signedUpClient, TestClient, uniqueIp, VALID_REQUIRED_INFO } from "../support/http-client";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";
import { ROOT, startServer } from "../support/test-server";
import { freshDatabase, type FreshDatabase, startFreshServer } from "../support/fresh-server";

/**
 * The admin screen is the /admin route: its loader renders the figures, users and QR codes, and its action takes
 * the forms' intents. These tests send the forms as a browser without JavaScript does and read the page that comes
 * back. Each file has its own server and database (tests/support/fresh-server.ts).
 */
const server = await startFreshServer();
const baseUrl = server.url;
/** A phone's camera app opening the scanned address. */
const PHONE = {
  "user-agent":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
};
const PASSWORD = INTEGRATION_SERVER_ENV.ADMIN_PASSWORD;
const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";

async function adminClient(url = baseUrl) {
  const client = new TestClient(url);
  const response = await client.postForm("/admin", { intent: "login", password: PASSWORD });
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/admin");
  return client;
}

/** The admin page as the server renders it for this client. */
async function adminPage(client: TestClient, query = ""): Promise<string> {
  const response = await client.get(`/admin${query}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Visible text of an HTML fragment: tags and React's text separators dropped, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const statsOf = (html: string): Record<string, number> =>
  Object.fromEntries(
    [...html.matchAll(/data-stat="(\w+)">([^<]*)</g)].map(([, key, value]) => [key, Number(value!.replace(/\D/g, ""))]),
  );

/** The users table's rows: email and the text of each cell. */
const userRowsOf = (html: string) =>
  [...html.matchAll(/<tr data-user-email="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map(([, email, row]) => ({
    email: email!,
    cells: [...row!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) => textOf(cell!)),
  }));

/** The users heading's count, "Users (12)". */
const usersTotalOf = (html: string) =>
  Number(/Users <span[^>]*>\((?:<!-- -->)?([\d,]+)(?:<!-- -->)?\)/.exec(html)![1]!.replace(/,/g, ""));

/** The QR code list, newest first: slug, id, clicks and the item's text. */
const qrItemsOf = (html: string) =>
  [...html.matchAll(/<li data-qr-slug="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].map(([, slug, item]) => ({
    slug: slug!,
    id: /\/api\/admin\/qr-codes\/([0-9a-f-]+)\.png/.exec(item!)![1]!,
    clicks: Number(/data-qr-clicks="[^"]*">(\d+)</.exec(item!)![1]),
    text: textOf(item!),
  }));

const alertsOf = (html: string) =>
  [...html.matchAll(/role="alert"[^>]*>([\s\S]*?)<\/(?:p|div)>/g)].map(([, inner]) => textOf(inner!)).filter(Boolean);

describe("admin sign-in (server-checked)", () => {
  it("answers 401 on the remaining admin API (the QR files) without the admin session, even to a signed-in performer", async () => {
    const { client: performer } = await signedUpClient(baseUrl);
    for (const client of [new TestClient(baseUrl), performer]) {
      for (const url of [
        `/api/admin/qr-codes/${UNKNOWN_UUID}.png`,
        `/api/admin/qr-codes/${UNKNOWN_UUID}.svg`,
        "/api/admin/stats",
      ]) {
        const response = await client.get(url);
        expect(response.status, url).toBe(401);
        expect(await response.json()).toEqual({ error: "Admin sign-in required" });
      }
    }
    // A forged cookie opens nothing either.
    const forged = await new TestClient(baseUrl).get(`/api/admin/qr-codes/${UNKNOWN_UUID}.png`, {
      headers: { cookie: "tipped_admin=forged" },
    });
    expect(forged.status).toBe(401);
  });

  it("refuses every admin intent but login without the admin session, and changes nothing", async () => {
    const target = await completedPerformer(baseUrl);
    const { client: performer } = await signedUpClient(baseUrl);
    const forms: Record<string, string>[] = [
      { intent: "toggle-active", uid: target.uid, isActive: "false" },
      { intent: "delete-user", uid: target.uid },
      { intent: "create-qr", cityName: `Nowhere ${Date.now()}` },
      { intent: "delete-qr", id: UNKNOWN_UUID },
    ];
    for (const client of [new TestClient(baseUrl), performer]) {
      for (const form of forms) {
        const response = await client.postForm("/admin", form);
        expect(response.status, form.intent).toBe(401);
        const html = await response.text();
        expect(alertsOf(html)).toContain("Admin sign-in required");
        expect(html).toContain("Admin password"); // the login form, not the dashboard
      }
    }
    expect((await new TestClient(baseUrl).get(`/profile/${target.uid}`)).status).toBe(200);
    expect(await target.client.sessionUserId()).toBe(target.uid);
    const unknown = await new TestClient(baseUrl).postForm("/admin", { intent: "drop-table" });
    expect(unknown.status).toBe(400);
  });

  it("refuses a wrong password with 'Invalid password', and starts an HttpOnly strict session on the right one", async () => {
    const client = new TestClient(baseUrl);
    const wrong = await client.postForm("/admin", { intent: "login", password: "not it" });
    expect(wrong.status).toBe(401);
    const wrongPage = await wrong.text();
    expect(alertsOf(wrongPage)).toEqual(["Invalid password"]);
    expect(wrongPage).not.toContain("not it"); // the attempt is not sent back
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const empty = await client.postForm("/admin", { intent: "login", password: "" });
    expect(empty.status).toBe(400);
    expect(alertsOf(await empty.text())).toEqual(["Enter the admin password"]);

    const right = await client.postForm("/admin", { intent: "login", password: PASSWORD });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin");
    const cookies = right.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^tipped_admin=[A-Za-z0-9_-]{43};/);
    expect(cookies[0]).toMatch(/; HttpOnly/);
    expect(cookies[0]).toMatch(/; SameSite=Strict/);
    expect(cookies[0]).toMatch(/; Max-Age=43200/);
    expect(cookies[0]).not.toContain(PASSWORD);
    const token = client.cookieHeader();
    const page = await adminPage(client);
    expect(page).toContain("Admin dashboard");
    expect(page).not.toContain(PASSWORD);
    // The admin API that the old client app used is gone; only the QR files remain.
    for (const url of ["/api/admin/session", "/api/admin/stats", "/api/admin/users", "/api/admin/qr-codes"]) {
      expect((await client.get(url)).status, url).toBe(404);
    }
    expect((await client.postJson("/api/admin/login", { password: PASSWORD })).status).toBe(404);

    const logout = await client.postForm("/admin", { intent: "logout" });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/");
    expect(logout.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^tipped_admin=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict$/),
    ]);
    expect(await adminPage(client)).toContain("Admin password");
    // The old token is dead on the server too, not only forgotten by the browser.
    const replayed = await new TestClient(baseUrl).get("/admin", { headers: { cookie: token } });
    expect(await replayed.text()).toContain("Admin password");
  });

  it("rate limits password guessing: 20 wrong passwords in a row end in 429, and then even the right one waits", async () => {
    const client = new TestClient(baseUrl);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      statuses.push((await client.postForm("/admin", { intent: "login", password: `guess-${attempt}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
    const right = await client.postForm("/admin", { intent: "login", password: PASSWORD });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(right.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect(right.headers.getSetCookie()).toEqual([]);
    expect(alertsOf(await right.text())).toEqual(["Too many requests. Please wait a moment and try again."]);
    // Another client address is not held back.
    expect((await new TestClient(baseUrl).postForm("/admin", { intent: "login", password: PASSWORD })).status).toBe(
      302,
    );
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
  it("counts a new performer exactly once in the figures", async () => {
    const admin = await adminClient();
    const before = statsOf(await adminPage(admin));
    expect(Object.keys(before).sort()).toEqual(["completedProfiles", "qrScans", "totalClicks", "totalViews", "users"]);
    await completedPerformer(baseUrl);
    await signedUpClient(baseUrl); // signed up, profile not finished
    const after = statsOf(await adminPage(admin));
    expect(after).toEqual({ ...before, users: before.users! + 2, completedProfiles: before.completedProfiles! + 1 });
  });

  it("finds a user by email (any case), with the performer's name, profile completion and last login", async () => {
    const performer = await completedPerformer(baseUrl);
    const starter = await signedUpClient(baseUrl);
    const admin = await adminClient();

    const found = await adminPage(admin, `?search=${encodeURIComponent(performer.email.toUpperCase())}`);
    expect(usersTotalOf(found)).toBe(1);
    const [row, ...others] = userRowsOf(found);
    expect(others).toEqual([]);
    expect(row!.email).toBe(performer.email);
    const [email, name, complete, plan, lastLogin, status] = row!.cells;
    expect(email).toBe(performer.email);
    expect(name).toBe(`${VALID_REQUIRED_INFO.firstName} ${VALID_REQUIRED_INFO.lastName}`);
    expect(complete).toBe("Yes");
    expect(plan).toBe("Monthly"); // the wizard's plan; its payment state shows when plans are paid (plans.test.ts)
    expect(lastLogin).not.toBe("Never");
    expect(status).toBe("Active");
    expect(found).toContain(`value="${performer.email.toUpperCase()}"`); // the search box keeps what was typed

    // Without a profile name yet, the account's name shows.
    const [starterRow] = userRowsOf(await adminPage(admin, `?search=${encodeURIComponent(starter.email)}`));
    expect(starterRow!.cells.slice(1, 3)).toEqual([starter.email.split("@")[0], "No"]);

    // LIKE wildcards in a search are literal characters.
    const wildcard = await adminPage(admin, "?search=%25");
    expect(usersTotalOf(wildcard)).toBe(0);
    expect(userRowsOf(wildcard)).toEqual([]);
    expect(wildcard).toContain("No users match.");

    // In a German browser the plan is named in German too (it was the server's English "Monthly").
    const german = await admin.get(`/admin?search=${encodeURIComponent(performer.email)}`, {
      headers: { "accept-language": "de-DE,de;q=0.9" },
    });
    expect(userRowsOf(await german.text())[0]!.cells[3]).toBe("Monatlich");
  });

  it("pages through users 25 at a time, newest first, each page the next users, none repeated or skipped; a page out of range shows the first", async () => {
    // Two full pages and three more, all older than anyone signed up here, written to the database directly (53
    // sign-ups would be slow). Their creation times follow neither their emails, their ids nor the order they are
    // written in, and three of them share one time across the end of the first page.
    const count = USERS_PAGE_SIZE * 2 + 3;
    const rankOf = (index: number) => (index * 19) % count; // 0 is the newest
    const tied = [USERS_PAGE_SIZE - 1, USERS_PAGE_SIZE, USERS_PAGE_SIZE + 1];
    const oldest = Date.UTC(2020, 0, 1);
    const paged = Array.from({ length: count }, (_, index) => {
      const rank = rankOf(index);
      return {
        id: `paged-user-${String(index).padStart(2, "0")}`,
        name: `Paged ${index}`,
        email: `paged-${String(index).padStart(2, "0")}@paging.example`,
        createdAt: new Date(oldest + (count - (tied.includes(rank) ? tied[0]! : rank)) * 60_000),
      };
    });
    await server.withDatabase(({ db }) =>
      db.insert(schema.user).values(paged.map((_, index) => paged[(index * 7) % count]!)),
    );
    const createdAtOf = new Map(paged.map((row) => [row.email, row.createdAt.getTime()]));
    const newestFirst = [...paged].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

    const admin = await adminClient();
    /** Every page of the table from `query` on, by each page's Next link: its "Page k of n" and its rows' emails. */
    const walk = async (query: string) => {
      const pages: { label: string; emails: string[] }[] = [];
      let next: string | undefined = `/admin${query}`;
      while (next) {
        expect(pages.length, "pages walked").toBeLessThan(100);
        const html = await adminPage(admin, next.slice("/admin".length));
        pages.push({
          label: /Page \d+ of \d+/.exec(textOf(html))![0],
          emails: userRowsOf(html).map((row) => row.email),
        });
        const nav = /<nav aria-label="Users pages"[\s\S]*?<\/nav>/.exec(html)![0];
        next = /<a [^>]*href="([^"]+)"[^>]*>Next<\/a>/.exec(nav)?.[1]?.replace(/&amp;/g, "&");
      }
      return pages;
    };

    // Only these users: page 2 holds the 26th to the 50th newest, page 3 the last three.
    const search = `?search=${encodeURIComponent("@paging.example")}`;
    const found = await walk(search);
    expect(found.map((page) => page.label)).toEqual(["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"]);
    expect(found.map((page) => page.emails.length)).toEqual([USERS_PAGE_SIZE, USERS_PAGE_SIZE, 3]);
    const listed = found.flatMap((page) => page.emails);
    expect(new Set(listed).size).toBe(listed.length); // none twice
    expect([...listed].sort()).toEqual(paged.map((row) => row.email).sort()); // none left out
    // In order, newest first: exactly so but for the three that share a time, which may come in any order.
    expect(listed.map((email) => createdAtOf.get(email))).toEqual(newestFirst.map((row) => row.createdAt.getTime()));
    const emailsOf = (rows: typeof paged) => rows.map((row) => row.email);
    expect(found[0]!.emails.slice(0, -1)).toEqual(emailsOf(newestFirst.slice(0, USERS_PAGE_SIZE - 1)));
    expect(found[1]!.emails.slice(2)).toEqual(emailsOf(newestFirst.slice(USERS_PAGE_SIZE + 2, 2 * USERS_PAGE_SIZE)));
    expect(found[2]!.emails).toEqual(emailsOf(newestFirst.slice(2 * USERS_PAGE_SIZE)));
    // An address typed by hand reaches a page directly.
    expect(userRowsOf(await adminPage(admin, `${search}&page=2`)).map((row) => row.email)).toEqual(found[1]!.emails);

    // Everyone: the signed-up users first, these after them, as many rows as the heading counts.
    const first = await adminPage(admin);
    const total = usersTotalOf(first);
    const pages = Math.ceil(total / USERS_PAGE_SIZE);
    expect(pages).toBeGreaterThan(2);
    expect(userRowsOf(first)).toHaveLength(USERS_PAGE_SIZE);
    expect(textOf(first)).toContain(`Page 1 of ${pages}`);
    const everyone = (await walk("")).flatMap((page) => page.emails);
    expect(everyone).toHaveLength(total);
    expect(new Set(everyone).size).toBe(total);
    const stored = await server.withDatabase(({ db }) => db.select({ email: schema.user.email }).from(schema.user));
    expect([...everyone].sort()).toEqual(stored.map((row) => row.email).sort());
    expect(everyone.slice(-count)).toEqual(listed);

    const newest = await signedUpClient(baseUrl);
    const again = await adminPage(admin);
    expect(userRowsOf(again)[0]!.email).toBe(newest.email);
    for (const query of ["?page=0", "?page=-1", "?page=abc"]) {
      expect(textOf(await adminPage(admin, query)), query).toContain("Page 1 of");
    }
    // The last page holds the oldest users, the newest sign-up having moved everyone down one place.
    const lastPage = Math.ceil((total + 1) / USERS_PAGE_SIZE);
    const last = userRowsOf(await adminPage(admin, `?page=${lastPage}`)).map((row) => row.email);
    expect(last).toEqual(listed.slice(-(total + 1 - USERS_PAGE_SIZE * (lastPage - 1))));
  });

  it("deactivating a user ends their sessions, stops sign-in with a clear message and hides their profile", async () => {
    const performer = await completedPerformer(baseUrl);
    const before = await new TestClient(baseUrl).get(`/profile/${performer.uid}`);
    expect(before.status).toBe(200);
    const admin = await adminClient();
    const off = await admin.postForm(`/admin?search=${encodeURIComponent(performer.email)}`, {
      intent: "toggle-active",
      uid: performer.uid,
      isActive: "false",
    });
    expect(off.status).toBe(200);
    expect(userRowsOf(await off.text())[0]!.cells[5]).toBe("Inactive");

    expect(await performer.client.sessionUserId()).toBeNull();
    const hidden = await new TestClient(baseUrl).get(`/profile/${performer.uid}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain("Profile not found");
    const again = new TestClient(baseUrl);
    const signIn = await again.continueWithEmail(performer.email, performer.password);
    expect(await signIn.text()).toContain("This account has been deactivated.");
    expect(again.hasSession()).toBe(false);

    const on = await admin.postForm("/admin", { intent: "toggle-active", uid: performer.uid, isActive: "true" });
    expect(on.status).toBe(200);
    expect((await new TestClient(baseUrl).get(`/profile/${performer.uid}`)).status).toBe(200);
    expect((await again.continueWithEmail(performer.email, performer.password)).status).toBe(302);

    const nobody = await admin.postForm("/admin", { intent: "toggle-active", uid: "nobody", isActive: "false" });
    expect(nobody.status).toBe(404);
    expect(alertsOf(await nobody.text())).toEqual(["Failed to update user status: User not found"]);
    const bad = await admin.postForm("/admin", { intent: "toggle-active", uid: performer.uid, isActive: "no" });
    expect(bad.status).toBe(400);
    expect(alertsOf(await bad.text())).toEqual(["Failed to update user status: isActive must be true or false"]);
    expect((await new TestClient(baseUrl).get(`/profile/${performer.uid}`)).status).toBe(200);
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
    await countWhere(
      "verification",
      db.select().from(schema.verification).where(eq(schema.verification.identifier, email)),
    );
    await countWhere("recipients", db.select().from(schema.profiles).where(eq(schema.profiles.ownerUid, uid)));
    await countWhere(
      "analytics_events",
      db.select().from(schema.analyticsEvents).where(eq(schema.analyticsEvents.profileId, uid)),
    );
    await countWhere(
      "analytics_summary",
      db.select().from(schema.analyticsSummary).where(eq(schema.analyticsSummary.profileId, uid)),
    );
    await countWhere(
      "analytics_daily",
      db.select().from(schema.analyticsDaily).where(eq(schema.analyticsDaily.profileId, uid)),
    );
    await countWhere(
      "analytics_links",
      db.select().from(schema.analyticsLinks).where(eq(schema.analyticsLinks.profileId, uid)),
    );
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
        await db
          .insert(schema.analyticsEvents)
          .values({ profileId: uid, type: "profile_view", visitorId: "visitor1-abc" });
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
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.analyticsEvents)
        .where(inArray(schema.analyticsEvents.profileId, [doomed.uid, kept.uid]));
      expect(row?.n).toBe(2);
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
      const deleted = await admin.postForm("/admin", { intent: "delete-user", uid: doomed.uid });
      expect(deleted.status).toBe(200);
      expect(await deleted.text()).not.toContain(`data-user-email="${doomed.email}"`);
      expect((await new TestClient(server.url).get(`/profile/${doomed.uid}`)).status).toBe(404);
      const twice = await admin.postForm("/admin", { intent: "delete-user", uid: doomed.uid });
      expect(twice.status).toBe(404);
      expect(await twice.text()).toContain("Failed to delete user: User not found");
    } finally {
      await server.stop();
    }

    await withDatabase(async (database) => {
      const gone = await rowsOf(database, doomed.uid, doomed.email);
      expect(
        Object.values(gone).every((n) => n === 0),
        JSON.stringify(gone),
      ).toBe(true);
      const still = await rowsOf(database, kept.uid, kept.email);
      expect(still).toMatchObject({
        user: 1,
        recipients: 1,
        analytics_events: 1,
        analytics_summary: 1,
        analytics_daily: 1,
        analytics_links: 1,
        stored_files: 1,
      });
    });
    expect(existsSync(path.join(media, "recipients", doomed.uid))).toBe(false);
    expect(existsSync(path.join(media, galleryPath))).toBe(false);
    expect(existsSync(path.join(media, "recipients", kept.uid, "profile", "avatar.webp"))).toBe(true);
  }, 120_000); // two server starts on a busy machine

  afterAll(async () => {
    const { rmSync } = await import("node:fs");
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe("city QR codes", () => {
  it("makes the slug from the trimmed name, refuses duplicates and bad names, lists newest first, and deletes", async () => {
    const admin = await adminClient();
    const stamp = Date.now();
    const city = `  New   York ${stamp} `;
    const slug = `new-york-${stamp}`;
    const created = await admin.postForm("/admin", { intent: "create-qr", cityName: city });
    expect(created.status).toBe(201);
    const [code] = qrItemsOf(await created.text());
    expect(code).toMatchObject({ slug, clicks: 0 });
    expect(code!.text).toContain(`New York ${stamp}`);
    expect(code!.text).toContain(`${baseUrl}/qr/${slug}`);
    expect(code!.text).toContain("Last clicked: Never");

    const duplicate = await admin.postForm("/admin", { intent: "create-qr", cityName: city.toUpperCase() });
    expect(duplicate.status).toBe(409);
    expect(alertsOf(await duplicate.text())).toEqual([
      `Failed to create QR code: A QR code for "${slug}" already exists`,
    ]);
    for (const [cityName, message] of [
      ["   ", "City name required"],
      ["!!!", "City name needs a letter or digit"],
      ["x".repeat(81), "At most 80 characters"],
    ] as const) {
      const refused = await admin.postForm("/admin", { intent: "create-qr", cityName });
      expect(refused.status).toBe(400);
      expect(alertsOf(await refused.text())).toEqual([message]);
    }

    const secondSlug = `boston-${stamp}`;
    const list = qrItemsOf(
      await (await admin.postForm("/admin", { intent: "create-qr", cityName: `Boston ${stamp}` })).text(),
    );
    expect(list.map((item) => item.slug).slice(0, 2)).toEqual([secondSlug, slug]);

    const png = await admin.get(`/api/admin/qr-codes/${code!.id}.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toBe(`attachment; filename="tipped-qr-${slug}.png"`);
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([128, 128]);
    const svg = await admin.get(`/api/admin/qr-codes/${code!.id}.svg`);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(await svg.text()).toMatch(/^<svg[^>]+viewBox/);
    expect((await admin.get(`/api/admin/qr-codes/${UNKNOWN_UUID}.png`)).status).toBe(404);

    const removed = await admin.postForm("/admin", { intent: "delete-qr", id: code!.id });
    expect(removed.status).toBe(200);
    expect(qrItemsOf(await removed.text()).map((item) => item.slug)).not.toContain(slug);
    expect((await admin.get(`/api/admin/qr-codes/${code!.id}.png`)).status).toBe(404);
    const twice = await admin.postForm("/admin", { intent: "delete-qr", id: code!.id });
    expect(twice.status).toBe(404);
    expect(alertsOf(await twice.text())).toEqual(["Failed to delete QR code: QR code not found"]);
    const bad = await admin.postForm("/admin", { intent: "delete-qr", id: "not-a-uuid" });
    expect(bad.status).toBe(400);
    expect(alertsOf(await bad.text())).toEqual(["Failed to delete QR code: Unknown id"]);
  });

  it("counts 200 parallel scans exactly and redirects each one home; an unknown slug counts nothing", async () => {
    const admin = await adminClient();
    const [code] = qrItemsOf(
      await (await admin.postForm("/admin", { intent: "create-qr", cityName: `Scan City ${Date.now()}` })).text(),
    );
    const before = statsOf(await adminPage(admin));
    const scans = await Promise.all(
      // 200 phones in the crowd, each from its own address.
      Array.from({ length: 200 }, () =>
        fetch(`${baseUrl}/qr/${code!.slug}`, {
          redirect: "manual",
          headers: { ...PHONE, "x-forwarded-for": uniqueIp() },
        }),
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
      const bot = await fetch(`${baseUrl}/qr/${code!.slug}`, { redirect: "manual", headers: { "user-agent": agent } });
      expect(bot.status).toBe(302);
    }

    const page = await adminPage(admin);
    const counted = qrItemsOf(page).find((item) => item.id === code!.id)!;
    expect(counted.clicks).toBe(200);
    expect(counted.text).not.toContain("Last clicked: Never");
    expect(statsOf(page)).toEqual({ ...before, qrScans: before.qrScans! + 200 });
  });
});
