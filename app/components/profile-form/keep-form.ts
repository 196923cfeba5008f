import { data, isRouteErrorResponse } from "react-router";

/**
 * Longest a save may take before the form gives up waiting and says so (the sign-in library's desktop time-out,
 * SPEC 9). The save may still arrive: a retry carries the same save key, so it is applied once.
 */
const SAVE_TIMEOUT_MS = 30_000;

class SaveTimedOut extends Error {}

/** The submitted form's draft, named in a hidden field, is gone once the save went through. */
function clearDraft(formData: FormData) {
  const name = formData.get("draft");
  if (typeof name !== "string" || !name.startsWith("tipped:draft:")) return;
  try {
    localStorage.removeItem(name);
  } catch {
    // storage refused (private mode): there was no draft either
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  work.catch(() => undefined); // an answer that comes after the time-out is not an error of the page
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SaveTimedOut()), SAVE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A form's clientAction (React Router's pattern of wrapping the server action in the browser): the form stays, with
 * every field as typed and `message` above its buttons, when the save does not get through — no network, a 5xx
 * from anything on the way, no answer in time — instead of the whole app giving way to the error page. A redirect
 * (the save went through) clears the draft; a refusal (4xx) still goes to the error page, as before.
 */
export async function keepFormOnFailure<T>(
  request: Request,
  serverAction: () => Promise<T>,
  message: (formData: FormData) => string,
  onSaved?: (formData: FormData) => void,
) {
  const formData = await request.clone().formData();
  try {
    const result = await withTimeout(serverAction());
    return result;
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) {
      clearDraft(formData);
      onSaved?.(formData);
      throw error;
    }
    if (error instanceof Response || (isRouteErrorResponse(error) && error.status < 500)) throw error;
    // Beside the form's own result, so the fields keep what they hold and the focus stays on the button pressed;
    // a 5xx status, so React Router does not reload the page's data, which would fail the same way.
    return data({ saveFailed: message(formData) }, { status: 503 });
  }
}
