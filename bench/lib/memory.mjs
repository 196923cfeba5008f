// The memory figure "after start and a first sign-up": the production server started on a new data
// folder (the embedded database creates it), then one performer signs up and fills in a profile through the
// app's own forms, without photos. Resident memory (VmRSS) after each step, settled for a second.
import { readFileSync } from "node:fs";
import { startOutsideWorld } from "../../tests/fakes/outside-world.mjs";
import { seedProfile } from "../../scripts/lib/seed-profile.mjs";
import { startServer } from "./server.mjs";

/** Resident memory of a process in MB (Linux), or null elsewhere. */
export function residentMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

export async function firstSignUpMemory() {
  const outside = await startOutsideWorld();
  const server = await startServer({ TRUST_PROXY: "127.0.0.1", ...outside.env });
  try {
    await settle();
    const afterStart = residentMb(server.pid);
    await seedProfile(server.url);
    await settle();
    return { afterStart, afterStartAndSignUp: residentMb(server.pid) };
  } finally {
    await server.stop();
    await outside.close();
  }
}
