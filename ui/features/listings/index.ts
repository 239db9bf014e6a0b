export { listingUrl } from "./fetch-listing.ts";
export {
  customChannelIdsFor,
  selectBasicData,
  selectCustomChannelIds,
  selectFilters,
  selectFlagSets,
  selectLookup,
  selectNow,
  selectServices,
  selectUser,
  selectValidChannels,
  showsFor,
} from "./listing-selectors.ts";
export type { ListingBatch, ListingKind } from "./listings-slice.ts";
export { prefetchMainListing } from "./prefetch-main-listing.ts";
export { useListings } from "./use-listings.ts";
export { useFilteredListing, useSourceListing } from "./use-source-listing.ts";
