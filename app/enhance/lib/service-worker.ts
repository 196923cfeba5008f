/**
 * Registers /sw.js (requirements 1, 7). Scripts here load as modules, often after `load` has fired, and a listener for an
 * event that is over never runs: register now when the page has loaded, else on `load`.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    // updateViaCache "none": the browser always asks the server for sw.js, so a new build's worker takes over.
    navigator.serviceWorker
      .register("/sw.js", { updateViaCache: "none" })
      .catch((error: unknown) => console.warn("Service worker not registered", error));
  if (document.readyState === "complete") void register();
  else addEventListener("load", () => void register(), { once: true });
}
