/**
 * The version of the listing payload's wire shape (ListingPayload): raised with every change to it, so a copy the
 * service worker kept for offline use is never read by an app that expects another shape. 2: films name their people.
 */
export const LISTING_SHAPE_VERSION = 2;
