import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../platform/db/client";
import { createUnfinishedUploads } from "./unfinished-uploads";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A database that records the sweep's delete, and refuses every statement once closed (as PGlite does). */
function recordingDb() {
  const state = { closed: false, sweeps: 0 };
  const db = {
    delete: () => ({
      where: async () => {
        if (state.closed) throw new Error("PGlite is closed");
        state.sweeps += 1;
      },
    }),
  } as unknown as Db;
  return { db, state };
}

describe("unfinished uploads' sweep", () => {
  it("a stop right after the start waits for the first sweep, which never meets a closed database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tipped-unfinished-"));
    folders.push(dataDir);
    const { db, state } = recordingDb();
    const uploads = createUnfinishedUploads({
      db,
      dataDir,
      expiryMs: 3_600_000,
      clientMaxBytes: 1,
      totalMaxBytes: 1,
    });
    await uploads.stop();
    state.closed = true; // the runtime closes the database after stopping its parts
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.sweeps).toBe(1);
  });
});
