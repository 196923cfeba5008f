/**
 * A form's draft: what the performer typed, kept in the browser until a save goes through, so that a
 * dropped connection, a server in trouble or a reloaded tab loses nothing. Pure rules; the browser side is
 * app/components/profile-form/form-draft.ts.
 */

/** What a draft keeps: the form's fields as the browser would submit them, and the save key they go with. */
export type Draft = { saveKey: string; entries: [string, string][] };

/** Fields never written to the browser's storage: the submit button's intent, the key itself, the tax ID. */
const NOT_KEPT = new Set(["intent", "saveKey", "taxID"]);

/** The form's fields worth keeping, in order. A file input (a File, not text) is not kept. */
export function draftEntries(entries: Iterable<[string, FormDataEntryValue]>): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of entries) if (typeof value === "string" && !NOT_KEPT.has(name)) kept.push([name, value]);
  return kept;
}

/** The storage name of one form's draft for one user: two people on one phone never see each other's. */
export const draftStorageKey = (userId: string, formId: string) => `tipped:draft:${userId}:${formId}`;

/** A save key: 32 hex digits, new for every new content of the form (so a retry of the same content is one save). */
export const SAVE_KEY = /^[0-9a-f]{32}$/;

/** Reads a stored draft; anything else (another version, a hand-edited value) is no draft. */
export function parseDraft(stored: string | null): Draft | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<Draft>;
    if (typeof value.saveKey !== "string" || !SAVE_KEY.test(value.saveKey) || !Array.isArray(value.entries))
      return null;
    const entries = value.entries.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string",
    );
    return { saveKey: value.saveKey, entries };
  } catch {
    return null;
  }
}

type Values = Record<string, unknown>;

/** `videos[0].url` → ["videos", 0, "url"]. */
function pathOf(name: string): (string | number)[] {
  return name
    .split(/\.|(?=\[)/)
    .map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part))
    .filter((part) => part !== "");
}

/**
 * The entries as nested values, as the form library names them: `tags[1]`, `videos[0].url`; a name that comes
 * more than once (ticked genres, "Show on my page" toggles) is a list.
 */
export function draftValues(entries: readonly [string, string][]): Values {
  const root: Values = {};
  const seen = new Set<string>();
  for (const [name, value] of entries) {
    const path = pathOf(name);
    if (path.length === 1) {
      const key = path[0] as string;
      if (seen.has(key)) root[key] = [...(Array.isArray(root[key]) ? root[key] : [root[key]]), value];
      else root[key] = value;
      seen.add(key);
      continue;
    }
    let node: Record<string | number, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = path[index + 1];
      node[part] ??= typeof next === "number" ? [] : {};
      node = node[part] as Record<string | number, unknown>;
    });
  }
  return root;
}

/**
 * The form's starting values with the draft over them. The draft is a whole form: a field it lacks was emptied or
 * unticked (an unticked box sends nothing), so every field takes the draft's value or its empty value; a list
 * takes the draft's items in order.
 */
export function withDraft<T extends Values>(defaults: T, entries: readonly [string, string][]): T {
  const values = draftValues(entries);
  const merged: Values = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    if (key === "taxID") continue; // never kept: the stored one stays
    const value = values[key];
    if (Array.isArray(fallback)) {
      const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
      merged[key] = list.filter((item) => item !== undefined && item !== null);
    } else if (typeof fallback === "boolean") {
      merged[key] = value === "on" || value === "true";
    } else {
      merged[key] = typeof value === "string" ? value : "";
    }
  }
  return merged as T;
}

/** 16 random bytes as a save key (getRandomValues works on plain http too, where randomUUID does not). */
export function newSaveKey(random: Uint8Array): string {
  return [...random.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What a form says when its save did not get through. */
export const SAVE_FAILED_MESSAGES = {
  /** SPEC 8, "Finish failure", word for word. */
  finish: "Error completing profile. Please try again.",
  /** Any other save (step 2's Next, step 3's Back, the edit page's Save Changes): the specification has no words. */
  save: "Your changes could not be saved: the connection dropped or the server did not answer. Everything you typed is still here. Please try again.",
  /** Step 1's Continue and sign-in buttons. */
  signIn: "Could not reach Tipped: the connection dropped or the server did not answer. Please try again.",
} as const;
