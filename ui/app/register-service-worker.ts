import { Workbox } from "workbox-window";

/**
 * Registers /sw.js once the page has loaded. The first visit's page and answers arrived before the worker controlled it,
 * so when it first activates it is asked to fetch and keep them (the page itself and `extraUrls`, e.g. listings still on their way).
 */
export const registerServiceWorker = (extraUrls: () => ReadonlyArray<string>): void => {
  if (!("serviceWorker" in navigator)) return;
  const worker = new Workbox("/sw.js", { scope: "/" });
  worker.addEventListener("activated", (event) => {
    if (event.isUpdate === true) return;
    const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
    const urlsToCache = [[window.location.href, { headers: { accept: "text/html" } }], ...new Set([...loaded, ...extraUrls()])];
    void worker.messageSW({ type: "CACHE_URLS", payload: { urlsToCache } });
  });
  // A browser may refuse workers (private windows, policies): the site then works as before, online only.
  worker.register().catch(() => undefined);
};
