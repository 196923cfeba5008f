// Libraries one screen uses are loaded where they are used, not at start (docs/decisions/0011-memory.md): a
// server without S3 never loads the AWS SDK, and sharp waits for the first image. Each server process logs every
// package it imports (tests/support/module-log.mjs); the tip sign's PNG and a server with S3_BUCKET show that the
// log does see them when they are used.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { startS3 } from "../fakes/s3-server.mjs";
import { startFreshServer } from "../support/fresh-server";
import { completedPerformer } from "../support/http-client";

const logFolder = mkdtempSync(path.join(tmpdir(), "tipped-module-log-"));
afterAll(() => rmSync(logFolder, { recursive: true, force: true }));
const hook = path.resolve(import.meta.dirname, "../support/module-log.mjs");
const logged = (name: string) => {
  const file = path.join(logFolder, name);
  return {
    env: { NODE_OPTIONS: `--import ${hook}`, TIPPED_MODULE_LOG: file },
    loaded: () => new Set(existsSync(file) ? readFileSync(file, "utf8").split("\n") : []),
  };
};

const plain = logged("plain.txt");
const server = await startFreshServer({ env: plain.env, process: true });
const s3 = await startS3({ bucket: `lazy-${randomBytes(3).toString("hex")}` });
afterAll(() => s3.close());
const withS3 = logged("s3.txt");
const s3Server = await startFreshServer({ env: { ...withS3.env, ...s3.env }, process: true });

describe("libraries loaded on first use", () => {
  it("a started server without S3_BUCKET has not loaded the S3 client or sharp; the first image loads sharp", async () => {
    const atStart = plain.loaded();
    // The log works: the packages the server build leaves outside its bundle and loads at start are in it (the
    // rest, such as better-auth, are bundled: vite.config.ts).
    expect(atStart).toContain("@electric-sql/pglite");
    expect(atStart).toContain("pg");
    for (const lazy of ["@aws-sdk/client-s3", "@tus/s3-store", "sharp", "satori", "@cantoo/pdf-lib", "stripe"]) {
      expect(atStart, lazy).not.toContain(lazy);
    }

    const { client } = await completedPerformer(server.url);
    const png = await client.get("/api/tip-sign.png");
    expect(png.status).toBe(200);
    expect(plain.loaded()).toContain("sharp");
    expect(plain.loaded()).not.toContain("@aws-sdk/client-s3");
  });

  it("a server with S3_BUCKET loads the S3 client at start and keeps photos in the bucket", async () => {
    expect(withS3.loaded()).toContain("@aws-sdk/client-s3");
    expect(withS3.loaded()).toContain("@tus/s3-store");
    const { client } = await completedPerformer(s3Server.url);
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#c02860" } })
      .jpeg()
      .toBuffer();
    const response = await client.request("/uploads/profile", {
      method: "POST",
      headers: { "content-type": "image/jpeg", "x-file-name": "photo.jpg", origin: s3Server.url },
      body: new Uint8Array(photo),
    });
    expect(response.status).toBe(201);
    expect((await s3.keys()).some((key) => key.endsWith(".webp"))).toBe(true);
  });
});
