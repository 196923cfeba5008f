import path from "node:path";
import lockfile from "proper-lockfile";

/**
 * PGlite does not lock its folder, and two processes writing one folder corrupt it.
 * The server holds this lock for its lifetime so a second process fails fast instead.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const target = path.join(dataDir, "db");
  try {
    return await lockfile.lock(target, {
      realpath: false,
      lockfilePath: path.join(dataDir, "db.lock"),
      stale: 15_000,
      update: 5_000,
      retries: 0,
      onCompromised: (error) => {
        console.error("Lost the lock on the data folder; stopping to protect the database.", error);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") {
      throw new Error(
        `The data folder ${dataDir} is in use by another Tipped process. Stop it first, or start this one with a different DATA_DIR.`,
      );
    }
    throw error;
  }
}
