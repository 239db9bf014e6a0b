import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { Schema } from "effect";
import { Router } from "wouter";
import { BasicInitialData } from "../domain/basic-initial-data.ts";
import { ListingPayload } from "../domain/listing-payload.ts";
import { matchSiteRoute } from "../adapters/http/contract/site-routes.ts";
import { App } from "./app/app.tsx";
import { preloadPage } from "./app/app-routes.tsx";
import { makeStore } from "./app/store.ts";
import type { ListingBatch, ListingKind } from "./features/listings/index.ts";
import { serverTimeReceived } from "./features/server-time/index.ts";

export interface ServerRenderInput {
  readonly path: string;
  /** The basic initial data the page embeds, as JSON values (the contract's encoded form). */
  readonly basicData: unknown;
  /** The listings the page shows first, each as the JSON value /api/shows/ answers for its kind. */
  readonly listings: Readonly<Partial<Record<ListingKind, unknown>>>;
}

const decodeBasicData = Schema.decodeUnknownSync(BasicInitialData);
const decodeListing = Schema.decodeUnknownSync(ListingPayload);

const batchOf = (encoded: unknown): ListingBatch => {
  const payload = decodeListing(encoded);
  return { shows: payload.shows, films: payload.films, series: payload.tvseries, channels: payload.channels, savedAt: null };
};

/**
 * The app's markup for a page, as the browser's first render would show it to a visitor with the default settings once
 * the page's listings have arrived: the server sends it so that a phone paints the first rows before the app's code runs.
 */
export const renderApp = async (input: ServerRenderInput): Promise<string> => {
  const data = decodeBasicData(input.basicData);
  const kinds = Object.keys(input.listings) as Array<ListingKind>;
  const store = makeStore({
    basicData: { status: "loaded", data },
    listings: {
      status: Object.fromEntries(kinds.map((kind) => [kind, "loaded"])),
      batches: Object.fromEntries(kinds.map((kind) => [kind, batchOf(input.listings[kind])])),
    },
  });
  store.dispatch(serverTimeReceived({ serverTime: data.serverTime, receivedAt: data.serverTime }));
  const page = (
    <StrictMode>
      <Provider store={store}>
        <Router ssrPath={input.path}>
          <App />
        </Router>
      </Provider>
    </StrictMode>
  );
  const route = matchSiteRoute(input.path);
  if (route !== undefined) await preloadPage(route.route.name);
  return renderToString(page);
};
