import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce";
import { errorForLog } from "./.server/platform/log-safe";
import { isDatabaseUnavailable } from "./.server/platform/db/errors";
import { isStorageUnavailable } from "./.server/platform/http/errors";
import { gatheredStream } from "./.server/platform/http/gathered-stream";

export const streamTimeout = 5_000;

/**
 * Errors thrown by loaders and actions: logged without the submission's values. An outage (the database or the
 * photo store not answering) is marked on the request, and its page answers 503 (platform/http/pages.ts).
 */
export function handleError(error: unknown, { request, context }: { request: Request; context?: unknown }) {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  if ((isDatabaseUnavailable(error) || isStorageUnavailable(error)) && context && typeof context === "object")
    (context as AppLoadContext).outage = true;
  console.error(errorForLog(error));
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendering at build time has no load context and no nonce: its inline scripts are allowed by their hashes.
  const nonce = loadContext?.nonce ?? "";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = gatheredStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Pages can hold a signed-in user's data: never let a shared cache keep them.
          if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-cache");
          // Each page is in the visitor's language: the switcher's cookie, else the browser's Accept-Language.
          responseHeaders.append("Vary", "Accept-Language, Cookie");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(errorForLog(error));
        },
      },
    );
  });
}
