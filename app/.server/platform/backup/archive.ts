/**
 * A backup archive: a tar file (readable with any tar) whose first member is manifest.json, naming every other
 * member with its size and SHA-256. Written beside its final name and renamed, so a file by that name is whole;
 * read into a scratch folder and checked member by member before anything is restored.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";

const run = promisify(execFile);

export const MANIFEST = "manifest.json";

export type Manifest = {
  format: "tipped-backup";
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  database: {
    /** The database the backup was taken from. */
    source: "pglite" | "postgres";
    /** The newest migration applied to it (drizzle/meta/_journal.json's tag and creation time). */
    migration: { tag: string; when: number };
    /** Rows per table, as dumped. */
    tables: Record<string, number>;
  };
  photos: { source: "local" | "s3"; files: number };
  members: Record<string, { bytes: number; sha256: string }>;
};

/** The archive is not a whole backup: nothing is restored from it. */
export class DamagedArchive extends Error {
  constructor(file: string, problem: string) {
    super(`The archive ${file} is damaged or incomplete (${problem}); nothing was restored.`);
    this.name = "DamagedArchive";
  }
}

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** Every file under `folder`, as paths relative to it with forward slashes. */
export async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Writes the manifest (with every staged file's checksum) and packs `staging` into `file`. */
export async function writeArchive(
  staging: string,
  file: string,
  manifest: Omit<Manifest, "members">,
): Promise<Manifest> {
  const members: Manifest["members"] = {};
  for (const member of await filesUnder(staging)) {
    const full = path.join(staging, member);
    members[member] = { bytes: (await stat(full)).size, sha256: await sha256(full) };
  }
  const whole: Manifest = { ...manifest, members };
  await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(whole, null, 2)}\n`);
  const rest = (await readdir(staging)).filter((name) => name !== MANIFEST).sort();
  const partial = `${file}.partial`;
  try {
    await run("tar", ["-cf", partial, "-C", staging, MANIFEST, ...rest]);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return whole;
}

/** Unpacks `file` into the empty folder `into` and checks every member against the manifest. */
export async function readArchive(file: string, into: string): Promise<Manifest> {
  if (!existsSync(file)) throw new Error(`No archive at ${file}`);
  try {
    await run("tar", ["-xf", file, "-C", into, "--no-same-owner"]);
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim().split("\n").at(-1) ?? String(error);
    throw new DamagedArchive(file, `tar: ${detail.replace(/^tar: /, "")}`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(into, MANIFEST), "utf8")) as Manifest;
  } catch {
    throw new DamagedArchive(file, "no readable manifest.json");
  }
  if (manifest.format !== "tipped-backup" || manifest.formatVersion !== 1 || !manifest.members) {
    throw new DamagedArchive(file, "manifest.json is not a Tipped backup's");
  }
  const found = new Set((await filesUnder(into)).filter((member) => member !== MANIFEST));
  for (const [member, expected] of Object.entries(manifest.members)) {
    const full = path.join(into, member);
    if (!found.delete(member)) throw new DamagedArchive(file, `${member} is missing`);
    const bytes = (await stat(full)).size;
    if (bytes !== expected.bytes) throw new DamagedArchive(file, `${member} has ${bytes} bytes, not ${expected.bytes}`);
    if ((await sha256(full)) !== expected.sha256) throw new DamagedArchive(file, `${member} fails its checksum`);
  }
  if (found.size > 0) throw new DamagedArchive(file, `${[...found][0]} is not in the manifest`);
  return manifest;
}
