import type { Db } from "../platform/db/client";
import { tags } from "../platform/db/schema";

/** The tag list (requirements 3: tag documents whose ids are the names). */
export async function listTags(db: Db): Promise<string[]> {
  const rows = await db.select({ name: tags.name }).from(tags).orderBy(tags.name).limit(500);
  return rows.map((row) => row.name);
}

/** Typing a new tag adds it to the tags table. */
export async function rememberTags(db: Db, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}
