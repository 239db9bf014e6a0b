import { Effect } from "effect";
import { listingDate, listingWindow } from "../../domain/listing-window.ts";
import type { ListingPayload } from "../../domain/listing-payload.ts";
import { StreamingServiceNotFound } from "./listing-failures.ts";
import { ListingReadModel } from "./listing-read-model.ts";

export type ShowsRequest =
  { readonly kind: "today" } | { readonly kind: "week" } | { readonly kind: "tvseries" } | { readonly kind: "streaming"; readonly slug: string };

/** The listing the Main Page loads: today's or the week's film showings, a service's catalogue, or the week's series episodes. */
export const listShows = (request: ShowsRequest, now: number, zone: string) =>
  Effect.gen(function* () {
    const listings = yield* ListingReadModel;
    const week = listingWindow("week", now, zone);
    const channels = yield* listings.findChannels(week);
    const date = listingDate(now, zone);
    if (request.kind === "streaming") {
      const rows = yield* listings.findStreamingShows(request.slug, week.end);
      if (rows === null) return yield* new StreamingServiceNotFound({ slug: request.slug });
      return { channels, ...rows, date } satisfies ListingPayload;
    }
    const window = request.kind === "today" ? listingWindow("today", now, zone) : week;
    const rows = yield* listings.findLiveShowsBetween(window, request.kind === "tvseries" ? "series" : "films");
    return { channels, ...rows, date } satisfies ListingPayload;
  });
