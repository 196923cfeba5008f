import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startFreshServer } from "../support/fresh-server";
import { TestClient, uniqueEmail, VALID_REQUIRED_INFO } from "../support/http-client";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";

/**
 * The privacy scan: the README says a visitor's address is never stored. After sign-up, sign-in,
 * likes, tracking hits and admin logins from one IPv4 and one IPv6 client, no table, no file of the data folder and
 * no line of the server's log holds either address.
 */
const server = await startFreshServer();
const IPV4 = "198.51.100.77";
const IPV6 = "2001:db8:77::4242";
/** How the addresses could be spelled in storage. */
const SPELLINGS = [IPV4, IPV6, "2001:0db8:0077", "2001:db8:77:0:0:0:0:4242", "::ffff:198.51.100.77"];

/** The regular files under a folder (not the backup socket a running server keeps in its data folder). */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    const stats = statSync(full);
    return stats.isDirectory() ? filesUnder(full) : stats.isFile() ? [full] : [];
  });
}

describe("no client address stored", () => {
  it("keeps no IPv4 or IPv6 literal of the client in any table, file or log line", async () => {
    const tried: string[] = [];
    const performer = new TestClient(server.url, IPV4);
    const email = uniqueEmail("privacy");
    expect((await performer.continueWithEmail(email, "correct horse battery")).status).toBe(302);
    expect(
      (await performer.postForm("/signup?step=2", { intent: "required-info", ...VALID_REQUIRED_INFO })).status,
    ).toBe(302);
    expect((await performer.postForm("/signup?step=3", { intent: "finish" })).status).toBe(302);
    const uid = (await performer.sessionUserId())!;
    tried.push("sign-up and wizard");

    for (const ip of [IPV4, IPV6]) {
      const visitor = new TestClient(server.url, ip);
      // Sign-in: a wrong password, then the right one (better-auth's limiter counts both).
      expect((await visitor.continueWithEmail(email, "wrong password here")).status).toBe(400);
      expect((await visitor.continueWithEmail(email, "correct horse battery")).status).toBe(302);
      const fan = new TestClient(server.url, ip);
      const liked = await fan.postJson(`/api/profiles/${uid}/like`, { liked: true });
      expect(liked.status).toBe(200);
      const { likeId } = (await liked.json()) as { likeId: string };
      expect((await fan.postJson(`/api/profiles/${uid}/like`, { liked: false, likeId })).status).toBe(200);
      expect((await fan.postJson(`/api/profiles/${uid}/like`, { liked: true })).status).toBe(200);
      for (const hit of [
        {
          type: "profile_view",
          profileId: uid,
          visitorId: `visitor_${Date.now()}_${ip.replace(/[^0-9a-f]/g, "")}`,
          referrer: "direct",
        },
        {
          type: "link_click",
          profileId: uid,
          visitorId: `visitor_${Date.now()}_${ip.replace(/[^0-9a-f]/g, "")}`,
          linkType: "website",
          linkUrl: "https://example.com",
        },
      ]) {
        const response = await fan.request("/api/analytics/hit", {
          method: "POST",
          headers: { "content-type": "text/plain", origin: server.url },
          body: JSON.stringify(hit),
        });
        expect(response.status, JSON.stringify(hit)).toBe(201);
      }
      const admin = new TestClient(server.url, ip);
      expect(
        (await admin.postForm("/admin", { intent: "login", password: "not the password" })).status,
      ).toBeGreaterThanOrEqual(400);
      expect(
        (await admin.postForm("/admin", { intent: "login", password: INTEGRATION_SERVER_ENV.ADMIN_PASSWORD })).status,
      ).toBe(302);
      expect((await fan.get(`/thumbnails/youtube/${"a".repeat(11)}.webp`)).status).toBeLessThan(500);
      tried.push(`${ip}: sign-in ×2, like/unlike/like, view and click hits, admin login ×2, a thumbnail`);
    }

    const found: string[] = [];
    const scan = (where: string, text: string) => {
      for (const spelling of SPELLINGS) if (text.includes(spelling)) found.push(`${spelling} in ${where}`);
    };

    let tables = 0;
    let rows = 0;
    let counters = 0;
    await server.withDatabase(async ({ db }) => {
      type Rows<T> = { rows: T[] };
      const list = (await db.execute(
        sql`select table_schema, table_name from information_schema.tables
            where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
      )) as unknown as Rows<{ table_schema: string; table_name: string }>;
      for (const { table_schema, table_name } of list.rows) {
        const dump = (await db.execute(
          sql.raw(`select * from "${table_schema}"."${table_name}"`),
        )) as unknown as Rows<unknown>;
        tables += 1;
        rows += dump.rows.length;
        if (table_name === "rate_limit") counters = dump.rows.length;
        scan(`table ${table_schema}.${table_name}`, JSON.stringify(dump.rows));
      }
    });
    const files = filesUnder(server.dataDir);
    for (const file of files)
      scan(`file ${path.relative(server.dataDir, file)}`, readFileSync(file).toString("latin1"));
    scan("the server log", server.output());

    console.info(
      `privacy scan: ${tried.length} client sessions (${tried.join("; ")}); ` +
        `${tables} tables (${rows} rows), ${files.length} data files and the log searched for ${SPELLINGS.length} spellings; ` +
        `${found.length} found`,
    );
    expect(found).toEqual([]);
    expect(tables).toBeGreaterThan(10);
    expect(counters).toBeGreaterThan(0); // better-auth's limiter did count these clients, under hashed keys
  });
});
