import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as schema from "~/.server/platform/db/schema";
import { startFreshServer } from "../support/fresh-server";
import { completedPerformer, TestClient } from "../support/http-client";

// The test looks into this server's media folder and database.
const server = await startFreshServer();
const { dataDir } = server;

type Uploaded = { url: string; kind: string; bannerColors?: string[]; images?: string[]; error?: string };

async function upload(client: TestClient, kind: string, body: Buffer, contentType = "image/jpeg", name = "photo.jpg") {
  const response = await client.request(`/uploads/${kind}`, {
    method: "POST",
    headers: { "content-type": contentType, "x-file-name": encodeURIComponent(name), origin: server.url },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Uploaded };
}

const photo = (width: number, height: number, color = { r: 200, g: 40, b: 90 }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** A photo with noise, so it does not compress to nothing: ~`megabytes` of JPEG. */
async function noisyPhoto(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const sha256 = (bytes: Buffer | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function mediaFiles(): string[] {
  const root = path.join(dataDir, "media");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("photo uploads", () => {
  it("stores a profile photo as WebP copies, saves its URL at once and serves it with immutable caching", async () => {
    const owner = await completedPerformer(server.url);
    const result = await upload(owner.client, "profile", await photo(800, 600), "image/jpeg", "../../etc/passwd.jpg");
    expect(result.status).toBe(201);
    expect(result.body.url).toMatch(new RegExp(`^/media/recipients/${owner.uid}/profile/[a-z0-9]+/384\\.webp$`));
    for (const width of [112, 224, 384]) {
      const response = await fetch(`${server.url}${result.body.url.replace("/384.webp", `/${width}.webp`)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", width]);
    }
    const page = await (await new TestClient(server.url).get(`/profile/${owner.uid}`)).text();
    expect(page).toContain(`${result.body.url.replace("/384.webp", "/112.webp")} 112w`);
    expect(mediaFiles().some((file) => file.includes("passwd"))).toBe(false);
  });

  it("turns photos upright by EXIF and drops all metadata, GPS above all", async () => {
    const owner = await completedPerformer(server.url);
    const tagged = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneCo", Model: "Street 1" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "40/1 44/1 0/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "73/1 59/1 0/1",
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(tagged).metadata();
    expect(input.exif?.includes(Buffer.from("PhoneCo"))).toBe(true); // the input really carries EXIF (with GPS)
    expect(input.orientation).toBe(6);
    const result = await upload(owner.client, "gallery", tagged);
    expect(result.status).toBe(201);
    const served = Buffer.from(await (await fetch(`${server.url}${result.body.url}`)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.includes(Buffer.from("PhoneCo"))).toBe(false);
    expect(meta.height! > meta.width!).toBe(true); // orientation 6 = rotated a quarter turn
  });

  it("extracts banner colours on the server and the profile page paints with them", async () => {
    const owner = await completedPerformer(server.url);
    const banner = await sharp({
      create: { width: 600, height: 200, channels: 3, background: { r: 230, g: 100, b: 40 } },
    })
      .png()
      .toBuffer();
    const result = await upload(owner.client, "banner", banner, "image/png", "banner.png");
    expect(result.status).toBe(201);
    // 230/100/40 quantised in steps of 32: 224, 96, 32 (requirements 9).
    expect(result.body.bannerColors).toEqual(["#E06020"]);
    const page = await (await new TestClient(server.url).get(`/profile/${owner.uid}`)).text();
    expect(page).toMatch(/#E06020/i);
    expect(page).toContain(result.body.url.replace("/1200.webp", "/480.webp 480w"));
  });

  it("appends gallery photos and removes one with its files", async () => {
    const owner = await completedPerformer(server.url);
    const first = await upload(owner.client, "gallery", await photo(1200, 800));
    const second = await upload(owner.client, "gallery", await photo(1200, 800, { r: 20, g: 200, b: 90 }));
    expect(second.body.images).toEqual([first.body.url, second.body.url]);
    const folder = first.body.url.slice("/media/".length, -"/720.webp".length);
    expect(mediaFiles().filter((file) => file.startsWith(folder))).toHaveLength(4); // 240, 480, 720 and the 1600 px copy a photo opens to;

    const stranger = await completedPerformer(server.url);
    const refused = await stranger.client.postJson("/uploads/gallery/remove", { url: first.body.url });
    expect(refused.status).toBe(404);
    const removed = await owner.client.postJson("/uploads/gallery/remove", { url: first.body.url });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { images: string[] }).images).toEqual([second.body.url]);
    expect(mediaFiles().filter((file) => file.startsWith(folder))).toEqual([]);
    expect((await fetch(`${server.url}${first.body.url}`)).status).toBe(404);
  });
});

describe("bad input is refused with 4xx and a message, and leaves nothing behind", () => {
  it("refuses what is not a safe, readable image", async () => {
    const owner = await completedPerformer(server.url);
    const before = mediaFiles();
    const pngBytes = await sharp({ create: { width: 40, height: 40, channels: 4, background: "#ff000080" } })
      .png()
      .toBuffer();
    const bigPng = await largePngHeader(20_000, 20_000);
    const jpeg = await noisyPhoto(600, 400);
    const cases: [string, Buffer, string, string, number, RegExp][] = [
      ["6 MB file", Buffer.alloc(6 * 1024 * 1024, 1), "image/jpeg", "big.jpg", 413, /^Max file size 5 MB$/],
      [
        "HTML renamed .png",
        Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>"),
        "image/png",
        "x.png",
        415,
        /markup/,
      ],
      [
        "SVG with a script",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "image/svg+xml",
        "x.svg",
        415,
        /markup/,
      ],
      [
        "SVG sent as PNG",
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
        "image/png",
        "x.png",
        415,
        /markup/,
      ],
      [
        "polyglot PNG + HTML",
        Buffer.concat([pngBytes, Buffer.from("<html><body><script>alert(1)</script></body></html>")]),
        "image/png",
        "x.png",
        415,
        /markup/,
      ],
      [
        "truncated JPEG",
        jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        "image/jpeg",
        "cut.jpg",
        422,
        /damaged or incomplete/,
      ],
      ["20,000 x 20,000 image", bigPng, "image/png", "bomb.png", 413, /400 megapixels; the most we take is 40/],
      [
        "random bytes",
        Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251)),
        "image/jpeg",
        "x.jpg",
        415,
        /not an image we can read/,
      ],
    ];
    for (const [what, body, type, name, status, message] of cases) {
      const result = await upload(owner.client, "gallery", body, type, name);
      expect(result.status, what).toBe(status);
      expect(result.body.error, what).toMatch(message);
    }
    expect(mediaFiles()).toEqual(before);

    // A real PNG named .html is judged by its bytes: it is a photo, stored and served as WebP.
    const renamed = await upload(owner.client, "gallery", pngBytes, "image/png", "page.html");
    expect(renamed.status).toBe(201);
    const served = await fetch(`${server.url}${renamed.body.url}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(renamed.body.url).not.toContain("html");
  });

  it("needs a signed-in owner; nobody uploads into someone else's profile or upload", async () => {
    const anonymous = new TestClient(server.url);
    expect((await upload(anonymous, "profile", await photo(50, 50))).status).toBe(401);
    const tusCreate = await anonymous.request("/uploads/tus", {
      method: "POST",
      headers: { "tus-resumable": "1.0.0", "upload-length": "1000", "upload-metadata": `kind ${b64("profile")}` },
    });
    expect(tusCreate.status).toBe(401);

    const owner = await completedPerformer(server.url);
    const stranger = await completedPerformer(server.url);
    const bytes = await noisyPhoto(700, 500);
    const location = await createTusUpload(owner.client, bytes.length, "profile");
    for (const method of ["HEAD", "PATCH", "DELETE"]) {
      const response = await stranger.client.request(location, {
        method,
        headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
        body: method === "PATCH" ? new Uint8Array(bytes.subarray(0, 1000)) : undefined,
      });
      expect(response.status, method).toBe(403);
      if (method !== "HEAD")
        expect(await response.json(), method).toEqual({ error: "This upload belongs to someone else" });
    }
    // The refused PATCH wrote nothing and the refused DELETE removed nothing: the owner's upload is whole.
    const head = await owner.client.request(location, { method: "HEAD", headers: { "tus-resumable": "1.0.0" } });
    expect([head.status, head.headers.get("upload-offset")]).toEqual([200, "0"]);
    const finished = await owner.client.request(location, {
      method: "PATCH",
      headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      body: new Uint8Array(bytes),
    });
    expect(finished.status).toBe(200);
    expect(((await finished.json()) as Uploaded).url).toContain(`/recipients/${owner.uid}/profile/`);
    // A stranger's own upload changes only their own profile.
    const theirs = await upload(stranger.client, "profile", await photo(80, 80));
    expect(theirs.body.url).toContain(`/recipients/${stranger.uid}/`);
    const ownerPage = await (await new TestClient(server.url).get(`/profile/${owner.uid}`)).text();
    expect(ownerPage).not.toContain(theirs.body.url);
  });

  it("refuses tus ids that are not ours, like ../", async () => {
    const owner = await completedPerformer(server.url);
    for (const id of ["..%2F..%2Fauth-secret", "..%2Fdb", "0123456789abcdef0123456789abcdeg", "%2e%2e"]) {
      const response = await owner.client.request(`/uploads/tus/${id}`, {
        method: "PATCH",
        headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
        body: "x",
      });
      expect(response.status, id).toBe(404);
    }
    const tooBig = await owner.client.request("/uploads/tus", {
      method: "POST",
      headers: {
        "tus-resumable": "1.0.0",
        "upload-length": String(6 * 1024 * 1024),
        "upload-metadata": `kind ${b64("gallery")},filetype ${b64("image/jpeg")}`,
      },
    });
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: string }).error).toBe("Max file size 5 MB");
  });

  it("resumes a resumable upload after the connection is cut at half, with identical bytes", async () => {
    const owner = await completedPerformer(server.url);
    const bytes = await noisyPhoto(900, 700);
    expect(bytes.length).toBeGreaterThan(256 * 1024);
    const location = await createTusUpload(owner.client, bytes.length, "gallery");
    const half = Math.floor(bytes.length / 2);

    // Send the first half in a PATCH whose connection then drops.
    await new Promise<void>((resolve) => {
      const url = new URL(location, server.url);
      const req = httpRequest(url, {
        method: "PATCH",
        headers: {
          "tus-resumable": "1.0.0",
          "upload-offset": "0",
          "content-type": "application/offset+octet-stream",
          "content-length": String(bytes.length),
          cookie: owner.client.cookieHeader(),
          "x-forwarded-for": owner.client.ip,
        },
      });
      req.on("error", () => resolve());
      req.write(bytes.subarray(0, half), () =>
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300),
      );
    });

    let offset = 0;
    for (let attempt = 0; attempt < 20; attempt++) {
      const head = await owner.client.request(location, { method: "HEAD", headers: { "tus-resumable": "1.0.0" } });
      offset = Number(head.headers.get("upload-offset"));
      if (offset > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);

    const finish = await owner.client.request(location, {
      method: "PATCH",
      headers: {
        "tus-resumable": "1.0.0",
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
      },
      body: new Uint8Array(bytes.subarray(offset)),
    });
    expect(finish.status).toBe(200);
    const resumed = (await finish.json()) as Uploaded;

    // The same photo sent in one piece gives byte-identical copies: the resumed upload assembled every byte.
    const whole = await upload(owner.client, "gallery", bytes);
    const [a, b] = await Promise.all(
      [resumed.url, whole.body.url].map(async (url) =>
        sha256(Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer())),
      ),
    );
    expect(a).toBe(b);
    // The original and its partial file are gone once processed.
    const id = path.basename(location);
    expect(readdirSync(path.join(dataDir, "uploads-partial")).filter((name) => name.startsWith(id))).toEqual([]);
  });
});

describe("stored-file metadata (requirements 3)", () => {
  it("records bucket, path, name, size, type, times, MD5 and cache control for every copy", async () => {
    const owner = await completedPerformer(server.url);
    const result = await upload(owner.client, "profile", await photo(300, 300));
    const served = Buffer.from(await (await fetch(`${server.url}${result.body.url}`)).arrayBuffer());
    await server.withDatabase(async (database) => {
      const rows = await database.db
        .select()
        .from(schema.storedFiles)
        .where(eq(schema.storedFiles.ownerUid, owner.uid));
      expect(rows.map((row) => row.name).sort()).toEqual(["112.webp", "224.webp", "384.webp"]);
      const largest = rows.find((row) => row.name === "384.webp")!;
      expect(largest).toMatchObject({
        bucket: "local",
        fullPath: result.body.url.slice("/media/".length),
        size: served.length,
        contentType: "image/webp",
        md5Hash: createHash("md5").update(served).digest("base64"),
        cacheControl: "public, max-age=31536000, immutable",
      });
      expect(largest.timeCreated).toBeInstanceOf(Date);
    });
  });
});

const b64 = (value: string) => Buffer.from(value).toString("base64");

async function createTusUpload(client: TestClient, length: number, kind: string): Promise<string> {
  const response = await client.request("/uploads/tus", {
    method: "POST",
    headers: {
      "tus-resumable": "1.0.0",
      "upload-length": String(length),
      "upload-metadata": `kind ${b64(kind)},filetype ${b64("image/jpeg")},filename ${b64("stage.jpg")}`,
      origin: server.url,
    },
  });
  expect(response.status).toBe(201);
  return response.headers.get("location")!;
}

/** A PNG whose header says width x height (the pixel data is tiny): the pixel limit must refuse it unread. */
async function largePngHeader(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
