import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, closeSync, writeSync, writeFileSync, existsSync, rmSync } from "node:fs";
import { statfs } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../support/fresh-server";
import { TestClient, uniqueEmail } from "../support/http-client";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";
import { copyPgliteFolder, startServer, type TestServer } from "../support/test-server";

/**
 * Uploads and a start on a real full disk: DATA_DIR on an 80 MB tmpfs. Before the fix, a disk filled with abandoned
 * uploads stopped the next start with ENOSPC writing its lock (the sweep that would have freed it ran only after a
 * successful start). Needs root for `mount -t tmpfs` (the suite's machine runs it as root); elsewhere this file
 * says why it did not run.
 */
const mountPoint = mkdtempSync(path.join(tmpdir(), "tipped-full-disk-"));
const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=80m", "tmpfs", mountPoint]).status === 0;
if (!mounted) console.info(`full disk: not run, \`mount -t tmpfs\` is not allowed here (needs root)`);
afterAll(() => {
  const unmounted = !mounted || spawnSync("umount", [mountPoint]).status === 0;
  // The mount point itself, empty once unmounted (or never mounted): nothing of the run is left in the temporary folder.
  if (unmounted) rmSync(mountPoint, { recursive: true, force: true });
});

const LOW_DISK = "The server is low on storage space, so uploads are paused. Please try again later.";
const KEEP_FREE = 16 * 1024 * 1024; // its reserve: 8 MB
const free = async () => {
  const stats = await statfs(mountPoint);
  return stats.bavail * stats.bsize;
};

/** Writes zeros to `file` until the disk is full. */
function fill(file: string): number {
  const fd = openSync(file, "w");
  const block = Buffer.alloc(64 * 1024);
  let written = 0;
  try {
    for (;;) written += writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(fd);
  }
  return written;
}

describe.runIf(mounted)("a server on a full disk", () => {
  it("starts on a disk full of abandoned uploads, sweeping them first; starts on a disk full of anything else", async () => {
    const database = await freshDatabase();
    copyPgliteFolder(database.dataDir, mountPoint);
    await database.drop();
    const env = { ...INTEGRATION_SERVER_ENV, MIN_FREE_DISK_BYTES: String(KEEP_FREE) };
    let server: TestServer | undefined;
    try {
      // 1. The disk filled by one upload left unfinished two hours ago (they expire after one).
      const folder = path.join(mountPoint, "uploads-partial");
      mkdirSync(folder, { recursive: true });
      const id = "00112233445566778899aabbccddeeff";
      writeFileSync(
        path.join(folder, `${id}.json`),
        JSON.stringify({ id, size: 10 ** 9, offset: 0, metadata: {}, creation_date: new Date(Date.now() - 7_200_000) }),
      );
      const parked = fill(path.join(folder, id));
      expect(await free()).toBe(0);
      server = await startServer({ env, dataDir: mountPoint });
      expect(server.output()).toContain("Removed 1 expired unfinished upload(s) before starting.");
      expect(existsSync(path.join(folder, id))).toBe(false);
      const freedMb = (await free()) / 1024 / 1024;
      await server.stop();

      // 2. The disk filled by something else: the start gives back its reserve, says so, and refuses upload bytes.
      const filler = fill(path.join(mountPoint, "someone-elses-file"));
      expect(await free()).toBe(0);
      server = await startServer({ env, dataDir: mountPoint });
      expect(server.output()).toMatch(
        /The disk holding .* is full: .* Tipped starts on the 8\.0 MB it kept in reserve/,
      );
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const owner = new TestClient(server.url);
      expect((await owner.continueWithEmail(uniqueEmail(), "correct horse battery")).status).toBe(302);
      const upload = await owner.request("/uploads/tus", {
        method: "POST",
        headers: {
          "tus-resumable": "1.0.0",
          "upload-length": "300000",
          "upload-metadata": `kind ${btoa("gallery")},filetype ${btoa("image/jpeg")},filename ${btoa("a.jpg")}`,
          origin: server.url,
        },
      });
      expect(upload.status).toBe(507);
      expect(await upload.json()).toEqual({ error: LOW_DISK });
      console.info(
        `full disk: ${(parked / 1024 / 1024).toFixed(1)} MB of an abandoned upload filled the disk; the start swept it ` +
          `first (${freedMb.toFixed(1)} MB free after the start). Then ${(filler / 1024 / 1024).toFixed(1)} MB of ` +
          "another file filled it: the start freed its 8 MB reserve, pages answered 200, a sign-up worked, uploads got 507",
      );
    } finally {
      await server?.stop();
    }
  });
});
