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
    const date = listingDate(now, zone);
    const shows =
      request.kind === "streaming"
        ? Effect.flatMap(listings.findStreamingShows(request.slug, week.end), (rows) =>
            rows === null ? Effect.fail(new StreamingServiceNotFound({ slug: request.slug })) : Effect.succeed(rows),
          )
        : listings.findLiveShowsBetween(request.kind === "today" ? listingWindow("today", now, zone) : week, request.kind === "tvseries" ? "series" : "films");
    // the channels and the shows are read at once
    const [channels, rows] = yield* Effect.all([listings.findChannels(week), shows], { concurrency: "unbounded" });
    return { channels, ...rows, date } satisfies ListingPayload;
  });
