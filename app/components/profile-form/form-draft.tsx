import { useCallback, useEffect, useRef, useState } from "react";
import { draftEntries, draftStorageKey, newSaveKey, parseDraft, withDraft } from "~/domain/form-draft";
import { m } from "~/i18n/paraglide/messages.js";

function readStorage(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null; // storage refused (private mode, quota): no draft, the form still works
  }
}

function writeStorage(name: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(name);
    else localStorage.setItem(name, value);
  } catch {
    // as above
  }
}

const randomKey = () => newSaveKey(crypto.getRandomValues(new Uint8Array(16)));

/**
 * Keeps a form's draft in this browser for this user: every change is written to localStorage, a
 * reload brings it back over the server's values, and a save that went through clears it (keep-form.ts).
 * Each new content of the form gets a new save key, sent in a hidden field: a retry of the same content sends
 * the same key, so the server applies it once.
 *
 * Render the form (its id `formId`) in a component keyed `draft.version` (a restored draft remounts it with
 * `draft.defaults`), with `draft.hiddenFields` inside it.
 */
export function useFormDraft<T extends Record<string, unknown>>({
  userId,
  formId,
  defaults,
}: {
  userId: string;
  formId: string;
  defaults: T;
}) {
  const storageKey = draftStorageKey(userId, formId);
  const [restored, setRestored] = useState<[string, string][] | null>(null);
  const [version, setVersion] = useState(0);
  const [saveKey, setSaveKey] = useState("");
  // The form's fields as last seen; "" until the form as loaded (or as restored) has been seen once.
  const lastSeen = useRef("");

  // After hydration (the server knows no draft): bring one back.
  useEffect(() => {
    const draft = parseDraft(readStorage(storageKey));
    if (draft) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- storage exists only after hydration; reading it while rendering would not match the server's HTML
      setRestored(draft.entries);
      setSaveKey(draft.saveKey);
      setVersion((count) => count + 1);
    } else {
      setSaveKey(randomKey());
    }
  }, [storageKey]);

  useEffect(() => {
    // The form is found by its id (the form library's id, `formId`): a remount (new version) is a new element.
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const look = () => {
      const entries = draftEntries(new FormData(form));
      const seen = JSON.stringify(entries);
      if (seen === lastSeen.current) return;
      const first = lastSeen.current === "";
      lastSeen.current = seen;
      if (first) return; // the form as it came is no draft
      const key = randomKey();
      setSaveKey(key);
      writeStorage(storageKey, JSON.stringify({ saveKey: key, entries }));
    };
    lastSeen.current = "";
    look();
    // Typing fires input events; a tag, video or event added by a button changes hidden inputs, seen as mutations.
    const observer = new MutationObserver(look);
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ["value", "checked"] });
    form.addEventListener("input", look);
    form.addEventListener("change", look);
    return () => {
      observer.disconnect();
      form.removeEventListener("input", look);
      form.removeEventListener("change", look);
    };
  }, [formId, storageKey, version]);

  const discard = useCallback(() => {
    writeStorage(storageKey, null);
    setRestored(null);
    setSaveKey(randomKey());
    setVersion((count) => count + 1);
  }, [storageKey]);

  return {
    version,
    defaults: restored ? withDraft(defaults, restored) : defaults,
    restored: restored !== null,
    discard,
    hiddenFields: (
      <>
        <input type="hidden" name="saveKey" value={saveKey} />
        <input type="hidden" name="draft" value={storageKey} />
      </>
    ),
  };
}

/** Says that unsaved changes came back, with a way to drop them. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-300/10 px-4 py-3 text-sm text-amber-100 ring-1 ring-amber-300/30"
    >
      <span>{m.owner_draft_back()}</span>
      <button
        type="button"
        onClick={onDiscard}
        className="rounded-full px-3 py-1 font-semibold text-amber-100 ring-1 ring-amber-300/40 hover:bg-amber-300/10"
      >
        {m.owner_draft_discard()}
      </button>
    </div>
  );
}
