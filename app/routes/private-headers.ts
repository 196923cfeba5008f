/**
 * The headers of a page that answers a form with a limit (the admin's sign-in, a profile report): never kept by any
 * cache, and a refused action's Retry-After reaches the browser.
 */
export function privateHeadersWithRetryAfter({ actionHeaders }: { actionHeaders: Headers }) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
