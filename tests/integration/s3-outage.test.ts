import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { storedFiles } from "~/.server/platform/db/schema";
import { startS3 } from "../fakes/s3-server.mjs";
import { startFreshServer } from "../support/fresh-server";
import { completedPerformer, TestClient } from "../support/http-client";

/**
 * Photos in S3 (the local S3-compatible server from npm, stopped and started for an outage). During an outage
 * photos, cards and pages answer 503 (not 500), and tus answers 503 (not 404 "Unknown upload") for an upload that
 * can be resumed once the store is back. An account deleted during an outage has its photos no longer served at
 * once, and removed from the bucket by the sweep once the store is back. Concurrent photo uploads for one slot
 * leave no orphaned copies.
 */
const s3 = await startS3({ bucket: `outage-${randomBytes(3).toString("hex")}` });
afterAll(() => s3.close());
const server = await startFreshServer({ env: s3.env });
const runtime = server.runtime!;

const photo = (color: string) =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

async function uploadPhoto(client: TestClient, color = "#c83c5a"): Promise<{ status: number; url?: string }> {
  const response = await client.request("/uploads/profile", {
    method: "POST",
    headers: { "content-type": "image/jpeg", origin: server.url },
    body: new Uint8Array(await photo(color)),
  });
  return { status: response.status, url: ((await response.json()) as { url?: string }).url };
}

const folderOf = (url: string) => url.slice("/media/".length, url.lastIndexOf("/"));

/** Runs `during` with the store stopped, then starts it again. */
async function outage<T>(during: () => Promise<T>): Promise<T> {
  await s3.stop();
  try {
    return await during();
  } finally {
    await s3.start();
  }
}

describe("an S3 outage", () => {
  it("answers 503 for photos, cards and a resumable upload's status, and the upload resumes afterwards", async () => {
    const { client, uid } = await completedPerformer(server.url);
    const { url } = await uploadPhoto(client);
    expect((await new TestClient(server.url).get(url!)).status).toBe(200);
    const bytes = await photo("#3c5ac8");
    const created = await client.request("/uploads/tus", {
      method: "POST",
      headers: {
        "tus-resumable": "1.0.0",
        "upload-length": String(bytes.length),
        "upload-metadata": `kind ${btoa("gallery")},filetype ${btoa("image/jpeg")},filename ${btoa("g.jpg")}`,
        origin: server.url,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;

    const answers = await outage(async () => {
      const media = await new TestClient(server.url).get(url!);
      const card = await new TestClient(server.url).get(`/profile/${uid}/card.png`);
      const head = await client.request(location, { method: "HEAD", headers: { "tus-resumable": "1.0.0" } });
      return { media, card, head };
    });
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.status, what).toBe(503);
      expect(answer.headers.get("retry-after"), what).toBe("5");
    }

    const head = await client.request(location, { method: "HEAD", headers: { "tus-resumable": "1.0.0" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe("0");
    const finished = await client.request(location, {
      method: "PATCH",
      headers: {
        "tus-resumable": "1.0.0",
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
        origin: server.url,
      },
      body: new Uint8Array(bytes),
    });
    expect(finished.status).toBe(200);
    console.info("s3 outage: photo, card and tus status answered 503 + Retry-After; the upload resumed after");
  });

  it("stops serving a deleted account's photos at once, and removes them once the store is back", async () => {
    const { client, password, uid } = await completedPerformer(server.url);
    const { url } = await uploadPhoto(client);
    const folder = folderOf(url!);
    expect((await s3.keys()).some((key) => key.startsWith(`${folder}/`))).toBe(true);

    const deleted = await outage(() =>
      client.postForm("/settings", { intent: "delete", password, phrase: "delete my account" }),
    );
    expect(deleted.status).toBe(302);
    // The store is back, the files are still in it, and they are not served.
    expect((await s3.keys()).some((key) => key.startsWith(`${folder}/`))).toBe(true);
    expect((await new TestClient(server.url).get(url!)).status).toBe(404);
    // The sweep (at start, then every minute) removes them.
    await runtime.media.deletions.sweep();
    expect((await s3.keys()).filter((key) => key.startsWith(`recipients/${uid}/`))).toEqual([]);
    console.info("s3 outage: a deleted account's photos were not served at once and were removed after the outage");
  });
});

describe("concurrent photo uploads for one slot", () => {
  it("leave only the photo the profile shows: no orphaned copies stored or served", async () => {
    const { client, uid } = await completedPerformer(server.url);
    const results = await Promise.all(["#aa3333", "#33aa33", "#3333aa"].map((color) => uploadPhoto(client, color)));
    expect(results.map((result) => result.status)).toEqual([201, 201, 201]);
    const shown = await server.withDatabase(async (database) => {
      const rows = await database.db
        .select({ fullPath: storedFiles.fullPath })
        .from(storedFiles)
        .where(eq(storedFiles.ownerUid, uid));
      return [...new Set(rows.map((row) => row.fullPath.slice(0, row.fullPath.lastIndexOf("/"))))];
    });
    expect(shown).toHaveLength(1);
    const stored = new Set(
      (await s3.keys())
        .filter((key) => key.startsWith(`recipients/${uid}/profile/`))
        .map((key) => key.slice(0, key.lastIndexOf("/"))),
    );
    expect([...stored]).toEqual(shown);
    for (const { url } of results)
      expect((await new TestClient(server.url).get(url!)).status).toBe(folderOf(url!) === shown[0] ? 200 : 404);
    console.info("concurrent uploads: 3 profile photos at once, 1 folder kept, the others removed");
  });
});
