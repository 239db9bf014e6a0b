/// <reference types="vite/client" />
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { App } from "./app/app.tsx";
import { makeStore } from "./app/store.ts";
import { listingUrl } from "./features/listings/fetch-listing.ts";
import type { ListingKind } from "./features/listings/listings-slice.ts";
import { prefetchMainListing } from "./features/listings/prefetch-main-listing.ts";

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");

const store = makeStore();
if (window.location.pathname === "/") {
  void import("./pages/main-page.tsx");
  prefetchMainListing(store);
}

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);

// Only the build has /sw.js; workbox-window loads after the page, off the first render's path.
if (import.meta.env.PROD) {
  const requestedListings = () =>
    Object.keys(store.getState().listings.status).map((kind) => new URL(listingUrl(kind as ListingKind), window.location.href).href);
  void import("./app/register-service-worker.ts").then(({ registerServiceWorker }) => registerServiceWorker(requestedListings));
}
