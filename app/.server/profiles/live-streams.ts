import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * How many live-update streams (Server-Sent Events, profiles/http/live.ts) this process holds open, per client and
 * in all. Each stream holds a socket, so a descriptor, for as long as its page is open: without caps 1,000
 * anonymous streams took every descriptor of a process limited to 1,024, and every other visitor was locked out.
 * Counted in memory: descriptors are the process's own.
 */
export function createLiveStreamCaps(caps: { perClient: number; total: number }) {
  const perClient = new Map<string, number>();
  let total = 0;
  return {
    /** Takes a place for `client`'s new stream; undefined when a cap is reached, else the place's release. */
    take(client: string): (() => void) | undefined {
      const held = perClient.get(client) ?? 0;
      if (total >= caps.total || held >= caps.perClient) return undefined;
      perClient.set(client, held + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      };
    },
    held: () => total,
  };
}

export type LiveStreamCaps = ReturnType<typeof createLiveStreamCaps>;

/**
 * Streams allowed in all when LIVE_STREAMS_MAX is not set: the descriptors the process may open, less a reserve
 * for everything else (ordinary page requests, the database, uploads, log files): a quarter of the limit, and never
 * under 256. At the common 1,024 that is 768 streams; with no limit known, 10,000.
 */
export function streamCapBelow(descriptorLimit: number | undefined): number {
  if (descriptorLimit === undefined) return 10_000;
  const reserve = Math.max(256, Math.ceil(descriptorLimit / 4));
  return Math.max(0, descriptorLimit - reserve);
}

/** The process's open-file limit (the soft one, which the kernel enforces), read at start; undefined if unlimited. */
export function descriptorLimit(): number | undefined {
  try {
    const match = /^Max open files\s+(\S+)/m.exec(readFileSync("/proc/self/limits", "utf8"));
    if (match) return match[1] === "unlimited" ? undefined : Number(match[1]);
  } catch {
    // not Linux: ask the shell, which inherits this process's limits
  }
  try {
    const answer = execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).trim();
    return /^\d+$/.test(answer) ? Number(answer) : undefined;
  } catch {
    return undefined;
  }
}
