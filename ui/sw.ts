import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import type { RouteMatchCallbackOptions } from "workbox-core/types.js";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { savedCopy } from "./app/offline-copy.ts";
import { LISTING_SHAPE_VERSION } from "../domain/listing-shape-version.ts";

interface LifecycleEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

// Set by the build from the HTTP contract (vite.config.ts).
declare const __API_PREFIX__: string;
declare const __KEPT_ANSWER_PATHS__: ReadonlyArray<string>;

declare const self: {
  readonly __WB_MANIFEST: Array<PrecacheEntry | string>;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: LifecycleEvent) => void): void;
};

const PAGES = "pages";
const LISTINGS = `listings-v${LISTING_SHAPE_VERSION}`;
const isOlderListings = (name: string): boolean => (name === "listings" || name.startsWith("listings-v")) && name !== LISTINGS;

// Public answers the Main Page needs; member answers and every other API call go to the network only.
const LISTING_PATHS = new Set(__KEPT_ANSWER_PATHS__);

// Network first asks the server every time (revalidating the browser's HTTP copy) and uses the kept copy only when that fails.
const ALWAYS_REVALIDATE: RequestInit = { cache: "no-cache" };

const isPage = ({ request, url, sameOrigin }: RouteMatchCallbackOptions): boolean =>
  sameOrigin &&
  !url.pathname.startsWith(`${__API_PREFIX__}/`) &&
  (request.mode === "navigate" || (request.headers.get("accept") ?? "").startsWith("text/html"));

const isListing = ({ url, sameOrigin }: RouteMatchCallbackOptions): boolean => sameOrigin && LISTING_PATHS.has(url.pathname);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  isPage,
  new NetworkFirst({
    cacheName: PAGES,
    fetchOptions: ALWAYS_REVALIDATE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 30 }),
      // A page never opened online opens as the Main Page's shell, which then routes to it.
      { handlerDidError: async () => (await caches.open(PAGES).then((cache) => cache.match("/"))) ?? Response.error() },
    ],
  }),
);

registerRoute(
  isListing,
  new NetworkFirst({
    cacheName: LISTINGS,
    fetchOptions: ALWAYS_REVALIDATE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 20 }),
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? savedCopy(response, Date.now()) : null) },
    ],
  }),
);

// A new worker takes over at once: pages come from the network first, so no open tab keeps an old app.
self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) =>
  event.waitUntil(
    (async () => {
      // copies of an older listing shape would not decode in this app: drop them rather than serve them offline
      await Promise.all((await caches.keys()).filter(isOlderListings).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  ),
);
