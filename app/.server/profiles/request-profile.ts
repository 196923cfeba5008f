import type { ProfileRow } from "~/domain/profile-model";
import type { Db } from "../platform/db/client";
import { findProfile } from "./store";

// The root loader and the page's loader both read the signed-in user's profile (the avatar, the page itself):
// they share the request's load context (server.ts makes one per request), so a request reads it once.
const perRequest = new WeakMap<object, Map<string, Promise<ProfileRow | undefined>>>();

/** findProfile, asked once per request (its load context) and profile. */
export function findProfileOnce(db: Db, context: object, ownerUid: string): Promise<ProfileRow | undefined> {
  let asked = perRequest.get(context);
  if (!asked) perRequest.set(context, (asked = new Map()));
  let found = asked.get(ownerUid);
  if (!found) asked.set(ownerUid, (found = findProfile(db, ownerUid)));
  return found;
}
