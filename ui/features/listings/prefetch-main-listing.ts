import type { AppStore } from "../../app/store.ts";
import { kindsFor, selectServices, serviceSlugFor } from "./listing-selectors.ts";
import { listingRequested } from "./listings-slice.ts";

// Starts the Main Page's first listing while the page's code is still downloading.
export const prefetchMainListing = (store: AppStore): void => {
  const state = store.getState();
  const filters = state.settings.filters;
  const [first] = kindsFor(filters, serviceSlugFor(filters.system, selectServices(state)));
  if (first !== undefined) void store.dispatch(listingRequested(first));
};
