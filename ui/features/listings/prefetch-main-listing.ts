import type { AppStore } from "../../app/store.ts";
import { kindsFor, selectServices, serviceSlugFor } from "./listing-selectors.ts";
import { listingRequested } from "./listings-slice.ts";

// Starts the Main Page's first listing while the page's code is still downloading, or all its listings (`whole`) when the
// page has to match the server's rendering of it at once; settles when they have arrived or failed.
export const prefetchMainListing = (store: AppStore, whole = false): Promise<unknown> => {
  const state = store.getState();
  const filters = state.settings.filters;
  const kinds = kindsFor(filters, serviceSlugFor(filters.system, selectServices(state)));
  return Promise.all((whole ? kinds : kinds.slice(0, 1)).map((kind) => store.dispatch(listingRequested(kind))));
};
