import { eq } from "drizzle-orm";
import { user } from "../platform/db/schema";
import type { Runtime } from "../runtime";

/** With REQUIRE_EMAIL_VERIFICATION on, a page is public only once its owner has confirmed their email. */
export async function awaitsEmailConfirmation(runtime: Runtime, ownerUid: string): Promise<boolean> {
  if (!runtime.settings.REQUIRE_EMAIL_VERIFICATION) return false;
  const [row] = await runtime.db.select({ verified: user.emailVerified }).from(user).where(eq(user.id, ownerUid));
  return hiddenUntilConfirmed(runtime, row?.verified ?? false);
}

/** The same rule for an owner whose `emailVerified` was read already. */
export function hiddenUntilConfirmed(runtime: Runtime, emailVerified: boolean): boolean {
  return runtime.settings.REQUIRE_EMAIL_VERIFICATION && !emailVerified;
}
