/** The admin page's calls to /api/admin. A failure throws an AdminApiError carrying the server's message. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function adminApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method: init.method ?? "GET",
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
    });
  } catch {
    throw new AdminApiError(0, "The server could not be reached. Check your connection.");
  }
  const data = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok) throw new AdminApiError(response.status, data?.error ?? `Request failed (${response.status})`);
  return data as T;
}

/** A SPEC 8 message, followed by the server's reason when it gives one. */
export function failure(specMessage: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : "";
  return reason ? `${specMessage}: ${reason}` : specMessage;
}

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "Never";
