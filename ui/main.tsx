/// <reference types="vite/client" />
import { StrictMode, useEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { SERVER_RENDERED_ATTRIBUTE } from "../adapters/http/contract/server-rendering.ts";
import { matchSiteRoute } from "../adapters/http/contract/site-routes.ts";
import { App } from "./app/app.tsx";
import { preloadPage } from "./app/app-routes.tsx";
import { makeStore } from "./app/store.ts";
import { listingUrl, type ListingKind, prefetchMainListing } from "./features/listings/index.ts";
import { rememberListingChoices } from "./features/settings/index.ts";

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");

const store = makeStore();
rememberListingChoices(store.getState().settings);
const serverRendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
const route = matchSiteRoute(window.location.pathname)?.route.name;
// The Main Page's code and first listing load in parallel with the entry, and so do those of a page the server rendered.
const firstPage = route === "Main Page" || (serverRendered && route !== undefined) ? [preloadPage(route), prefetchMainListing(store, serverRendered)] : [];

// Until the app's first render is on screen the server's markup answers no click: the mark says when it does.
const Started = ({ children }: { readonly children: ReactNode }) => {
  useEffect(() => container.removeAttribute(SERVER_RENDERED_ATTRIBUTE), []);
  return children;
};

const start = () =>
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <Started>
          <App />
        </Started>
      </Provider>
    </StrictMode>,
  );

// The server's markup of the page stays until the app can draw the same rows itself: started earlier, it would show its
// loading state over them.
if (serverRendered) void Promise.allSettled(firstPage).then(start);
else start();

// Only the build has /sw.js; workbox-window loads after the page, off the first render's path.
if (import.meta.env.PROD) {
  const requestedListings = () =>
    Object.keys(store.getState().listings.status).map((kind) => new URL(listingUrl(kind as ListingKind), window.location.href).href);
  void import("./app/register-service-worker.ts").then(({ registerServiceWorker }) => registerServiceWorker(requestedListings));
}
