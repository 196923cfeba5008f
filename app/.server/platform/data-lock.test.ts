import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { lockDataDir } from "./data-lock";

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), "tipped-lock-"));
  folders.push(made);
  return made;
};
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

/** A pid that surely belongs to no running process: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("the data folder lock", () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses a second holder while the first is alive, naming it", async () => {
    const dir = folder();
    const holder = spawn("sleep", ["30"]);
    try {
      const lock = { pid: holder.pid, host: hostname(), token: "live", since: "2026-01-01T00:00:00.000Z" };
      writeFileSync(path.join(dir, "db.lock"), JSON.stringify(lock));
      await expect(lockDataDir(dir)).rejects.toThrow(`is in use by another Tipped process (pid ${holder.pid}`);
      expect(JSON.parse(readFileSync(path.join(dir, "db.lock"), "utf8")).token).toBe("live");
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it("release removes our own lock", async () => {
    const dir = folder();
    const release = await lockDataDir(dir);
    expect(existsSync(path.join(dir, "db.lock"))).toBe(true);
    await release();
    expect(existsSync(path.join(dir, "db.lock"))).toBe(false);
  });

  it("takes over at once a lock whose process is gone (after kill -9), and says what it found", async () => {
    const dir = folder();
    const pid = deadPid();
    writeFileSync(
      path.join(dir, "db.lock"),
      JSON.stringify({ pid, host: hostname(), token: "old", since: "2026-01-01T00:00:00.000Z" }),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const release = await lockDataDir(dir);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`left by process ${pid}, which is no longer running`));
    expect(JSON.parse(readFileSync(path.join(dir, "db.lock"), "utf8")).pid).toBe(process.pid);
    await release();
  });

  it("takes over at once a lock whose process is dead but not yet reaped (a zombie)", async () => {
    const dir = folder();
    // The child exits once its shell has become `sleep 30`, which never reaps it: a zombie for 30 s. (A child that
    // exited before the `exec` would be reaped by the shell itself, which happened under load.)
    const parent = spawn("sh", ["-c", "sleep 0.3 & echo $!; exec sleep 30"]);
    try {
      const pid = Number(await new Promise<string>((resolve) => parent.stdout.once("data", (d) => resolve(String(d)))));
      const state = () => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").pop()?.[0];
      for (let tries = 0; tries < 500 && state() !== "Z"; tries++) await new Promise((r) => setTimeout(r, 10));
      expect(state()).toBe("Z");
      writeFileSync(
        path.join(dir, "db.lock"),
        JSON.stringify({ pid, host: hostname(), token: "zombie", since: "2026-01-01T00:00:00.000Z" }),
      );
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const release = await lockDataDir(dir);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`left by process ${pid}, which is no longer running`));
      await release();
    } finally {
      parent.kill("SIGKILL");
    }
  });

  it("treats a lock naming its own pid as stale (a restarted container often gets the same pid)", async () => {
    const dir = folder();
    writeFileSync(
      path.join(dir, "db.lock"),
      JSON.stringify({ pid: process.pid, host: hostname(), token: "x", since: "" }),
    );
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const release = await lockDataDir(dir);
    await release();
  });

  it("takes over an unreadable lock file", async () => {
    const dir = folder();
    writeFileSync(path.join(dir, "db.lock"), "garbage");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const release = await lockDataDir(dir);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("unreadable lock file"));
    await release();
  });

  it("release leaves another holder's lock alone", async () => {
    const dir = folder();
    const release = await lockDataDir(dir);
    writeFileSync(path.join(dir, "db.lock"), JSON.stringify({ pid: 1, host: "elsewhere", token: "other", since: "" }));
    await release();
    expect(existsSync(path.join(dir, "db.lock"))).toBe(true);
  });
});
