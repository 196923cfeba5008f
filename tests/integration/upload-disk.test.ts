import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { freshDatabase, startFreshServer } from "../support/fresh-server";
import { TestClient, uniqueEmail } from "../support/http-client";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";
import { startServer } from "../support/test-server";

/**
 * Sign-up needs no confirmation, so one client parked ~500 MB a minute of unfinished uploads across
 * fresh accounts, and a server on the full disk did not start again. Now the bytes unfinished uploads hold are
 * capped per client address and in total, free space is checked before upload bytes are taken (507 with a message
 * the upload form shows), and a start sweeps expired uploads before it writes anything and works on a full disk.
 * Here the caps are small (12 MB per client, 22 MB in total), and uploads declare 5 MB without sending it.
 */
const server = await startFreshServer({ env: { UNFINISHED_UPLOAD_CLIENT_MB: "12", UNFINISHED_UPLOAD_TOTAL_MB: "22" } });
const FIVE_MB = 5 * 1024 * 1024;
const FROM_CLIENT =
  "Too many unfinished uploads come from your network. Finish one, or wait an hour for them to expire, then try again.";
const LOW_DISK = "The server is low on storage space, so uploads are paused. Please try again later.";
const b64 = (value: string) => Buffer.from(value).toString("base64");

/** A new account signed in from `ip` (several accounts may share one address). */
async function accountAt(baseUrl: string, ip?: string): Promise<TestClient> {
  const client = new TestClient(baseUrl, ip);
  const response = await client.continueWithEmail(uniqueEmail(), "correct horse battery");
  if (response.status !== 302) throw new Error(`sign-up failed with ${response.status}`);
  return client;
}

function createUpload(client: TestClient, length = FIVE_MB) {
  return client.request("/uploads/tus", {
    method: "POST",
    headers: {
      "tus-resumable": "1.0.0",
      "upload-length": String(length),
      "upload-metadata": `kind ${b64("gallery")},filetype ${b64("image/jpeg")},filename ${b64("stage.jpg")}`,
      origin: client.baseUrl,
    },
  });
}

describe("caps on the bytes unfinished uploads hold", () => {
  it("refuses a client's upload past its cap, however many accounts it signs up, with 429 and a message", async () => {
    const first = await accountAt(server.url);
    const second = await accountAt(server.url, first.ip);
    expect((await createUpload(first)).status).toBe(201);
    expect((await createUpload(first)).status).toBe(201);
    // 10 MB held from this address: another 5 MB would pass its 12 MB, from a fresh account too.
    const refused = await createUpload(second);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: FROM_CLIENT });
    // Another address has a cap of its own.
    expect((await createUpload(await accountAt(server.url))).status).toBe(201);
    console.info("upload caps: 2 × 5 MB from one address held, a third from a new account there refused with 429");
  });

  it("refuses any upload past the server's total with 507 and a message", async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    // 15 MB are held by the test above; fresh addresses add 5 MB each until the 22 MB total stops them.
    for (let attempt = 0; attempt < 4 && !refused; attempt++) {
      const response = await createUpload(await accountAt(server.url));
      statuses.push(response.status);
      if (response.status !== 201) refused = response;
    }
    expect(statuses).toEqual([201, 507]);
    expect(await refused!.json()).toEqual({ error: LOW_DISK });
    console.info(`upload caps: from fresh addresses ${statuses.join(", ")} (the total of 22 MB reached)`);
  });
});

describe("a start on a full disk", () => {
  it("sweeps expired uploads before anything else, starts, says the disk is full and refuses upload bytes", async () => {
    const database = await freshDatabase();
    onTestFinished(() => database.drop());
    // An upload left unfinished two hours ago (they expire after one), as the file store keeps it.
    const folder = path.join(database.dataDir, "uploads-partial");
    mkdirSync(folder, { recursive: true });
    const id = "0123456789abcdef0123456789abcdef";
    writeFileSync(path.join(folder, id), Buffer.alloc(1000));
    const created = new Date(Date.now() - 2 * 3600_000).toISOString();
    writeFileSync(
      path.join(folder, `${id}.json`),
      JSON.stringify({ id, size: FIVE_MB, offset: 0, metadata: {}, creation_date: created }),
    );
    // A full disk, as the server sees it: less free space than it must keep.
    const full = await startServer({
      env: { ...INTEGRATION_SERVER_ENV, ...database.env, MIN_FREE_DISK_BYTES: String(2 ** 52) },
      dataDir: database.dataDir,
    });
    onTestFinished(async () => {
      await full.stop();
    });
    const log = full.output();
    const swept = log.indexOf("Removed 1 expired unfinished upload(s) before starting.");
    const diskFull = log.indexOf(`The disk holding ${database.dataDir} is full`);
    expect(swept, log).toBeGreaterThanOrEqual(0);
    expect(diskFull, log).toBeGreaterThan(swept);
    expect(existsSync(path.join(folder, id))).toBe(false);

    // Pages answer; upload bytes are refused with a message the upload form shows.
    expect((await fetch(`${full.url}/`)).status).toBe(200);
    const owner = await accountAt(full.url);
    const resumable = await createUpload(owner, 1000);
    expect(resumable.status).toBe(507);
    expect(await resumable.json()).toEqual({ error: LOW_DISK });
    const oneShot = await owner.request("/uploads/gallery", {
      method: "POST",
      headers: { "content-type": "image/jpeg", origin: full.url },
      body: new Uint8Array(1000),
    });
    expect(oneShot.status).toBe(507);
    expect(await oneShot.json()).toEqual({ error: LOW_DISK });
    console.info("full disk: expired upload swept first, the start worked and said so, uploads refused with 507");
  });
});
