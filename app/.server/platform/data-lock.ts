import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

type LockOwner = { pid: number; host: string; token: string; since: string };

/**
 * PGlite does not lock its folder, and two processes writing one folder corrupt it. The server holds this lock
 * for its lifetime so a second process fails fast instead.
 *
 * The lock file names the process that holds it. A lock whose process is gone (after `kill -9` or a power cut)
 * is stale at once, as is one whose process is a zombie (exited, not yet reaped): the next start takes it over on
 * its first attempt (a time-based lock kept the folder "in use" for up to 20 s after a crash).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, "db.lock");
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    token: randomBytes(8).toString("hex"),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: "wx", mode: 0o600 });
      return async () => releaseIfOurs(file, me.token);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOSPC") throw new Error(`The disk holding ${dataDir} is full: free some space, then start again.`);
      if (code !== "EEXIST") throw error;
    }
    const holder = readOwner(file);
    if (holder && holderIsAlive(holder)) {
      throw new Error(
        `The data folder ${dataDir} is in use by another Tipped process (pid ${holder.pid} on ${holder.host}, ` +
          `since ${holder.since}). Stop it first, or start this one with a different DATA_DIR.`,
      );
    }
    console.warn(
      holder
        ? `Found a lock on ${dataDir} left by process ${holder.pid}, which is no longer running; taking it over.`
        : `Found an unreadable lock file on ${dataDir} (no process named in it); taking it over.`,
    );
    // Replace, never delete-then-create, so two processes recovering at once cannot both win: each renames its
    // own fresh file over the stale one, then the loser sees the winner's live pid on its second attempt.
    const fresh = `${file}.${me.token}`;
    writeFileSync(fresh, JSON.stringify(me), { mode: 0o600 });
    renameSync(fresh, file);
    if (readOwner(file)?.token === me.token) return async () => releaseIfOurs(file, me.token);
  }
  throw new Error(`Could not lock the data folder ${dataDir}: another process keeps taking it.`);
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof parsed.pid === "number" && typeof parsed.token === "string" ? (parsed as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote a lock is still running (on this machine; another host's lock is kept). */
function holderIsAlive(holder: LockOwner): boolean {
  if (holder.host !== hostname()) return true;
  // Our own pid cannot hold it yet: a container restarted after a crash often gets the same pid back.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" && !isZombie(holder.pid); // EPERM: another user's
  }
  return !isZombie(holder.pid);
}

/**
 * Whether `pid` has exited but is not yet reaped by its parent (state Z or X in /proc/<pid>/stat): signals still
 * reach it, yet it holds nothing. Right after `kill -9` a supervisor may restart the server before reaping the old
 * one (such a restart was refused once). Where /proc is missing (macOS), a process is taken as alive.
 */
function isZombie(pid: number): boolean {
  try {
    // "pid (command) state …": the command may hold spaces and parentheses, so the state follows the last ") ".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(") ") + 2, stat.lastIndexOf(") ") + 3);
    return state === "Z" || state === "X";
  } catch {
    return false;
  }
}

function releaseIfOurs(file: string, token: string): void {
  if (readOwner(file)?.token === token) rmSync(file, { force: true });
}
