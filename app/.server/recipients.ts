import { and, eq } from "drizzle-orm";
import type { Db } from "./db/client";
import { recipients, user, type RecipientRow } from "./db/schema";

/** Creates the recipient document if it is missing; an existing one keeps its fields (merge semantics). */
export async function ensureRecipient(db: Db, input: { ownerUid: string; email: string }): Promise<void> {
  await db
    .insert(recipients)
    .values({ ownerUid: input.ownerUid, email: input.email })
    .onConflictDoNothing({ target: recipients.ownerUid });
}

/** The recipient document of an active user, or undefined. */
export async function findRecipient(db: Db, ownerUid: string): Promise<RecipientRow | undefined> {
  const [row] = await db
    .select({ recipient: recipients })
    .from(recipients)
    .innerJoin(user, eq(user.id, recipients.ownerUid))
    .where(and(eq(recipients.ownerUid, ownerUid), eq(user.isActive, true)));
  return row?.recipient;
}
