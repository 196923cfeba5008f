import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { startFreshServer } from "../support/fresh-server";
import { completedPerformer, type TestClient } from "../support/http-client";

/**
 * One account left 25 unfinished 5 MB resumable uploads in 2 s. At most 10 unfinished uploads per
 * account (the next gets 429 with a message); unfinished uploads expire (an hour; on the second server here 1 s,
 * the shortest the setting takes, so that it sweeps every second) and are swept while the server runs.
 */
const [server, shortLived] = await Promise.all([
  startFreshServer(),
  startFreshServer({ env: { UNFINISHED_UPLOAD_SECONDS: "1" }, process: true }),
]);
const TOO_MANY = "You have 10 unfinished uploads. Finish one, or wait an hour for them to expire, then try again.";
const b64 = (value: string) => Buffer.from(value).toString("base64");

/** Starts a resumable upload of `length` bytes; with `first`, its first bytes go in the same request. */
function createUpload(client: TestClient, baseUrl: string, length: number, first?: Uint8Array<ArrayBuffer>) {
  return client.request("/uploads/tus", {
    method: "POST",
    headers: {
      "tus-resumable": "1.0.0",
      "upload-length": String(length),
      "upload-metadata": `kind ${b64("gallery")},filetype ${b64("image/jpeg")},filename ${b64("stage.jpg")}`,
      origin: baseUrl,
      ...(first ? { "content-type": "application/offset+octet-stream" } : {}),
    },
    body: first,
  });
}

function patch(client: TestClient, baseUrl: string, location: string, offset: number, bytes: Uint8Array<ArrayBuffer>) {
  return client.request(location, {
    method: "PATCH",
    headers: {
      "tus-resumable": "1.0.0",
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
      origin: baseUrl,
    },
    body: bytes,
  });
}

const photo = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#c83c5a" } })
    .jpeg()
    .toBuffer();

describe("unfinished resumable uploads", () => {
  it("allows 10 per account, refuses the 11th with 429 and a message, and a finished one frees its slot", async () => {
    const owner = await completedPerformer(server.url);
    const bytes = await photo();
    const locations: string[] = [];
    for (let index = 0; index < 10; index++) {
      const created = await createUpload(owner.client, server.url, bytes.length);
      expect(created.status, `upload ${index + 1}`).toBe(201);
      locations.push(created.headers.get("location")!);
    }
    const eleventh = await createUpload(owner.client, server.url, bytes.length);
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toEqual({ error: TOO_MANY });

    // Another account has slots of its own.
    const other = await completedPerformer(server.url);
    expect((await createUpload(other.client, server.url, bytes.length)).status).toBe(201);

    // Finishing one frees its slot: one more may start, and then the limit holds again.
    const finished = await patch(owner.client, server.url, locations[0]!, 0, new Uint8Array(bytes));
    expect(finished.status).toBe(200);
    expect((await createUpload(owner.client, server.url, bytes.length)).status).toBe(201);
    expect((await createUpload(owner.client, server.url, bytes.length)).status).toBe(429);
    console.info("unfinished uploads: 10 created, the 11th refused with 429; finishing one freed exactly one slot");
  });

  it("sweeps an upload left unfinished once it expires, while the server runs", async () => {
    const owner = await completedPerformer(shortLived.url);
    const bytes = await photo();
    // Created with its first half in one request: it expires a second after its creation, so a second request
    // could come too late.
    const half = Math.floor(bytes.length / 2);
    const created = await createUpload(
      owner.client,
      shortLived.url,
      bytes.length,
      new Uint8Array(bytes.subarray(0, half)),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get("upload-offset")).toBe(String(half));
    const location = created.headers.get("location")!;
    const folder = path.join(shortLived.dataDir, "uploads-partial");
    const id = path.basename(location);
    const leftovers = () => (existsSync(folder) ? readdirSync(folder).filter((name) => name.startsWith(id)) : []);
    expect(leftovers().length).toBeGreaterThan(0);

    // Expired after a second, swept by the next sweep (every second): a bound for a failure, not a wait.
    const started = Date.now();
    while (leftovers().length > 0 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 100));
    expect(leftovers()).toEqual([]);
    const head = await owner.client.request(location, { method: "HEAD", headers: { "tus-resumable": "1.0.0" } });
    expect(head.status).toBe(404);
    // Its slot went with it: ten new uploads may start.
    for (let index = 0; index < 10; index++)
      expect((await createUpload(owner.client, shortLived.url, bytes.length)).status).toBe(201);
    console.info(`unfinished uploads: an expired half upload swept after ${Date.now() - started} ms, slot freed`);
  });
});
